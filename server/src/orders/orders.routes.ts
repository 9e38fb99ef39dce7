import { MSG } from '@store/contract/messages';
import { BillingRequest, CancelRequest, ExchangeRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';
import { originFor } from '../http/public-origin';
import { consume, LIMITS } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { placeOrder } from './billing';
import { billingResponse } from './billing-response';
import { isPayable, orderDetail, ownOrder } from './order-detail';
import { cancelLine, exchangeLine, listOrderLines } from './order-lines';

export const ordersRoutes = new Hono<AppEnv>();

export const TOO_MANY_ORDERS = 'Too many orders: please try again later';
export const TOO_MANY_CHANGES = 'Too many changes to your orders: please try again later';

ordersRoutes.post('/payment/billing', requireUser, async (c) => {
  const body = await parseBody(c, BillingRequest);
  const key = c.req.header('idempotency-key')?.trim() || null;
  if (key && key.length > 100) throw new HttpError('validation_failed', 'Idempotency-Key is too long');
  const { deps } = c.var;
  await consume(deps, LIMITS.orderUser, String(c.var.user.id), TOO_MANY_ORDERS);
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
  await consume(c.var.deps, LIMITS.lineChangeUser, String(c.var.user.id), TOO_MANY_CHANGES);
  const line = await cancelLine(c.var.deps, c.var.user.id, body);
  return c.json({ data: { id: line.id, tracking_status: line.trackingStatus, message: MSG.cancelSuccess } });
});

ordersRoutes.post('/payment/exchange', requireUser, async (c) => {
  const body = await parseBody(c, ExchangeRequest);
  await consume(c.var.deps, LIMITS.lineChangeUser, String(c.var.user.id), TOO_MANY_CHANGES);
  const line = await exchangeLine(c.var.deps, c.var.user.id, body);
  return c.json({ data: { id: line.id, tracking_status: line.trackingStatus, message: MSG.exchangeSuccess } });
});

/** The order page's data: the shopper's own order by its number (SF000123); others 404. */
ordersRoutes.get('/payment/order/:number', requireUser, async (c) => {
  return c.json({ data: await orderDetail(c.var.deps, c.var.user.id, c.req.param('number')) });
});

/**
 * Pay the same order again after a failed attempt, while it is inside its payment window: the
 * answer is the checkout's (the same provider order), so the widget opens as it did at first.
 */
ordersRoutes.post('/payment/order/:number/retry', requireUser, async (c) => {
  const { deps } = c.var;
  const order = await ownOrder(deps.db, c.var.user.id, c.req.param('number'));
  if (!isPayable(order, deps.now()))
    throw new HttpError('conflict', 'This order can no longer be paid: please place it again from your cart');
  return c.json({ data: await billingResponse(deps, order, originFor(c)) });
});
