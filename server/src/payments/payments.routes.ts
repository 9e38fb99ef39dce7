import { randomBytes } from 'node:crypto';
import { toRupees } from '@store/contract/money';
import { orderPagePath } from '@store/contract/order-detail';
import { orderNumber } from '@store/contract/orders';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { orders, payments } from '../db/schema';
import { HttpError } from '../http/http-error';
import { readJson } from '../http/validate';
import { paymentGateway } from '../payment-provider/gateway';
import { markFailed } from './payment-state';
import { applyWebhook, verifyCallback } from './payments.service';
import { checkoutSignature } from './signature';
import { testCheckoutPage, testGatewayNotice } from './test-gateway-page';

export const paymentsRoutes = new Hono<AppEnv>();

/** Without a known order (a malformed return) the orders tab says the payment failed. */
const FAILED = '/profile?tab=orders&payment=failed';

/**
 * The shopper comes back to the order's own page, which says how the payment went: success,
 * failed (with the reason and a Retry while the order is payable), or refund (paid after the
 * order expired and could not be honoured: cancelled, refund due).
 */
async function returnTo(c: Context<AppEnv>, providerOrderId: string, result: 'success' | 'failed' | 'refund') {
  const [row] = providerOrderId
    ? await c.var.deps.db
        .select({ orderId: payments.orderId })
        .from(payments)
        .where(eq(payments.providerOrderId, providerOrderId))
        .limit(1)
    : [];
  if (!row) return c.redirect(FAILED, 303);
  return c.redirect(`${orderPagePath(orderNumber(row.orderId))}?payment=${result}`, 303);
}

async function readFields(c: Context<AppEnv>) {
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/json')) {
    const body = await readJson(c);
    return (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  }
  return (await c.req.parseBody()) as Record<string, unknown>;
}
const str = (v: unknown) => (typeof v === 'string' ? v : '');
/**
 * A provider order id as Razorpay and the test gateway write them; anything else is no order
 * and is never looked up (a NUL in one failed the statement: found by security/fuzz.test.ts).
 */
const orderIdOf = (v: unknown) => (/^order_[A-Za-z0-9]{1,40}$/.test(str(v)) ? str(v) : '');

/**
 * Where the payment widget (or the test gateway page) returns. The signature is the only proof
 * of payment; anything else, including a failure report, leaves the order as it was.
 */
paymentsRoutes.post('/payment/success-payment', async (c) => {
  const f = await readFields(c);
  const { deps } = c.var;
  const providerOrderId = orderIdOf(f.razorpay_order_id);
  if (providerOrderId && str(f.razorpay_payment_id) && str(f.razorpay_signature)) {
    const result = await verifyCallback(deps, {
      providerOrderId,
      paymentId: str(f.razorpay_payment_id),
      signature: str(f.razorpay_signature),
    });
    return returnTo(c, providerOrderId, result === 'paid' ? 'success' : result);
  }
  // Failure: Razorpay posts error[...] fields, unsigned; record the attempt, change no order.
  let failedOrder = '';
  try {
    failedOrder = orderIdOf(JSON.parse(str(f['error[metadata]']) || '{}').order_id);
  } catch {}
  if (failedOrder)
    await deps.db.transaction((tx) => markFailed(tx, failedOrder, deps.now(), str(f['error[description]'])));
  return returnTo(c, failedOrder, 'failed');
});

/** Razorpay's server-to-server notice: signed over the raw body, each event applied once. */
paymentsRoutes.post('/payment/webhook', async (c) => {
  const raw = Buffer.from(await c.req.arrayBuffer());
  const result = await applyWebhook(c.var.deps, {
    raw,
    signature: c.req.header('x-razorpay-signature') ?? '',
    eventId: c.req.header('x-razorpay-event-id') ?? null,
  });
  return c.json({ data: result });
});

/** The built-in stand-in for the payment widget (outside production, without Razorpay keys). */
paymentsRoutes.get('/payment/test-gateway/:providerOrderId', async (c) => {
  const { deps } = c.var;
  const gateway = paymentGateway(deps.env);
  if (gateway?.provider !== 'test') throw new HttpError('not_found', 'Not found');
  const providerOrderId = c.req.param('providerOrderId');
  const [row] = await deps.db
    .select({ payment: payments, order: orders })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(payments.providerOrderId, providerOrderId))
    .limit(1);
  if (row?.payment.provider !== 'test') throw new HttpError('not_found', 'Not found');
  c.header('Cache-Control', 'no-store');
  if (row.payment.status === 'captured') return c.html(testGatewayNotice('This order is already paid'));
  if (row.order.status !== 'pending_payment') return c.html(testGatewayNotice('This payment has expired'));
  const paymentId = `pay_T${randomBytes(7).toString('hex')}`;
  return c.html(
    testCheckoutPage({
      orderNumber: orderNumber(row.order.id),
      amountRupees: toRupees(row.payment.amountPaise),
      providerOrderId,
      paymentId,
      signature: checkoutSignature(gateway.keySecret, providerOrderId, paymentId),
      callbackUrl: '/api/payment/success-payment', // same origin: the page's CSP allows form-action 'self'
    }),
  );
});
