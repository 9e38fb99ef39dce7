import { OrderStatusRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { idParam, parseBody, parseQuery } from '../validate';
import { AdminOrdersQuery, listOrders, moveLine } from './admin.queries';
import { requireOperator } from './operator-auth';

/** The operator API (`npm run store -- ...` calls it). Not for shoppers: see operator-auth.ts. */
export const adminRoutes = new Hono<AppEnv>();

adminRoutes.use('/admin/*', requireOperator);

adminRoutes.get('/admin/orders', async (c) => {
  const q = parseQuery(c, AdminOrdersQuery);
  return c.json({ data: await listOrders(c.var.deps.db, q) });
});

adminRoutes.post('/admin/order-lines/:id/status', async (c) => {
  const id = idParam(c);
  const { status } = await parseBody(c, OrderStatusRequest);
  const { db, now } = c.var.deps;
  return c.json({ data: await moveLine(db, id, status, now()) });
});
