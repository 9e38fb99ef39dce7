import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { requireOperator } from '../admin/operator-auth';
import type { AppEnv } from '../app-env';
import { orders } from '../db/schema';
import { HttpError } from '../http/http-error';
import { idParam } from '../http/validate';
import { orderNotifications } from './notifications.queries';

/** The operator API's view of an order's messages: state, attempts, channel, masked recipient. */
export const notificationsRoutes = new Hono<AppEnv>();

notificationsRoutes.get('/admin/orders/:id/notifications', requireOperator, async (c) => {
  const id = idParam(c);
  const { db } = c.var.deps;
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
  if (!order) throw new HttpError('not_found', `No order ${id}`);
  return c.json({ data: await orderNotifications(db, id) });
});
