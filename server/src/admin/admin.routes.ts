import { OrderStatusRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { idParam, parseBody, parseQuery } from '../http/validate';
import { stockRoutes } from '../inventory/stock.routes';
import { photosRoutes } from '../photos/photos.routes';
import { AdminOrdersQuery, listOrders } from './admin.queries';
import { consoleRoutes } from './console.routes';
import { contentAdminRoutes } from './content/content-admin.routes';
import { moveLineByOperator } from './order-actions';
import { productRoutes } from './products/products.routes';
import { staffRoutes } from './staff.routes';
import { type AdminEnv, adminAuth, requirePermission } from './staff-auth';

/**
 * /api/admin: the operator API (`npm run store -- ...`, `Authorization: Bearer OPERATOR_TOKEN`)
 * and the staff console (a session cookie with its CSRF token). Not for shoppers: see staff-auth.ts.
 */
const routes = new Hono<AdminEnv>();

routes.use('/admin/*', adminAuth);

routes.get('/admin/orders', async (c) => {
  requirePermission(c.var.actor, 'orders');
  const q = parseQuery(c, AdminOrdersQuery);
  return c.json({ data: await listOrders(c.var.deps.db, q) });
});

routes.post('/admin/order-lines/:id/status', async (c) => {
  const id = idParam(c);
  const { status } = await parseBody(c, OrderStatusRequest);
  return c.json({ data: await moveLineByOperator(c.var.deps, c.var.actor, id, status) });
});

routes.route('/', staffRoutes);
routes.route('/', consoleRoutes);
routes.route('/', stockRoutes);
routes.route('/', contentAdminRoutes);
routes.route('/', productRoutes);
routes.route('/', photosRoutes);

// The API mounts every feature as Hono<AppEnv>; these routes only add `actor` (set by adminAuth).
export const adminRoutes = routes as unknown as Hono<AppEnv>;
