import { MSG } from '@store/contract/messages';
import { BillingRequest, CancelRequest, ExchangeRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { originFor } from '../public-origin';
import { parseBody } from '../validate';
import { placeOrder } from './billing';
import { cancelLine, exchangeLine, listOrderLines } from './order-lines';

export const ordersRoutes = new Hono<AppEnv>();

ordersRoutes.post('/payment/billing', requireUser, async (c) => {
  const body = await parseBody(c, BillingRequest);
  const key = c.req.header('idempotency-key')?.trim() || null;
  if (key && key.length > 100) throw new HttpError('validation_failed', 'Idempotency-Key is too long');
  const { deps } = c.var;
  const result = await placeOrder(deps, {
    user: c.var.user,
    body,
    idempotencyKey: key,
    origin: originFor(c), // PUBLIC_URL or the store's own origin, never the Host header
  });
  if (!result.created) c.header('Idempotent-Replayed', 'true');
  return c.json({ data: result.data }, result.created ? 201 : 200);
});

ordersRoutes.get('/payment/billing', requireUser, async (c) => {
  const { db, now } = c.var.deps;
  return c.json({ data: await listOrderLines(db, c.var.user.id, now()) });
});

ordersRoutes.post('/payment/cancel-order', requireUser, async (c) => {
  const body = await parseBody(c, CancelRequest);
  const line = await cancelLine(c.var.deps, c.var.user.id, body);
  return c.json({ data: { id: line.id, tracking_status: line.trackingStatus, message: MSG.cancelSuccess } });
});

ordersRoutes.post('/payment/exchange', requireUser, async (c) => {
  const body = await parseBody(c, ExchangeRequest);
  const line = await exchangeLine(c.var.deps, c.var.user.id, body);
  return c.json({ data: { id: line.id, tracking_status: line.trackingStatus, message: MSG.exchangeSuccess } });
});
