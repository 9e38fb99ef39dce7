import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { orders, paymentEvents, payments } from '../db/schema';
import { HttpError } from '../http/http-error';
import { paymentGateway } from '../payment-provider/gateway';
import { markFailed, markPaid } from './payment-state';
import { checkoutSignature, hmacHex, safeEqual } from './signature';

export type CallbackResult = 'paid' | 'refund' | 'failed';

/**
 * The widget's return: valid only if signed with the secret of the provider that created this
 * very order (so a signature for another order, or a forged one, is refused). `refund`: the
 * money came after the order expired and the order could not be honoured (see payment-state.ts).
 */
export async function verifyCallback(
  deps: Deps,
  cb: { providerOrderId: string; paymentId: string; signature: string },
): Promise<CallbackResult> {
  const gateway = paymentGateway(deps.env);
  if (!gateway) return 'failed';
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(eq(payments.providerOrderId, cb.providerOrderId))
    .limit(1);
  if (!payment || payment.provider !== gateway.provider) return 'failed';
  const expected = checkoutSignature(gateway.keySecret, payment.providerOrderId, cb.paymentId);
  if (!safeEqual(expected, cb.signature)) return 'failed';
  const outcome = await deps.db.transaction((tx) =>
    markPaid(tx, { providerOrderId: payment.providerOrderId, paymentId: cb.paymentId, now: deps.now() }),
  );
  if (outcome === 'late_refund') return 'refund';
  if (outcome === 'already_paid') return (await refundDue(deps, payment.orderId)) ? 'refund' : 'paid';
  // paid or late_paid; already_paid above: the webhook got there first, the shopper has still paid.
  return outcome === 'paid' || outcome === 'late_paid' ? 'paid' : 'failed';
}

/** The webhook may have found the late order unpayable first: the callback then says so too. */
async function refundDue(deps: Deps, orderId: number): Promise<boolean> {
  const [order] = await deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  return order?.status === 'cancelled';
}

interface WebhookEvent {
  event?: string;
  payload?: {
    payment?: { entity?: { id?: string; order_id?: string; amount?: number; error_description?: string } };
    order?: { entity?: { id?: string } };
  };
}

export async function applyWebhook(deps: Deps, w: { raw: Buffer; signature: string; eventId: string | null }) {
  const secret = paymentGateway(deps.env)?.webhookSecret;
  if (!secret) throw new HttpError('not_found', 'Webhooks are not configured');
  if (!w.signature || !safeEqual(hmacHex(secret, w.raw), w.signature))
    throw new HttpError('validation_failed', 'Invalid webhook signature');
  let body: WebhookEvent;
  try {
    body = JSON.parse(w.raw.toString('utf8'));
  } catch {
    throw new HttpError('validation_failed', 'Malformed webhook body');
  }
  const type = String(body.event ?? 'unknown');
  // Razorpay names each delivery's event in a header; a body hash stands in when it is absent.
  const id = w.eventId?.slice(0, 200) || `sha256:${createHash('sha256').update(w.raw).digest('hex')}`;
  const payment = body.payload?.payment?.entity;
  const providerOrderId = payment?.order_id ?? body.payload?.order?.entity?.id ?? '';
  const now = deps.now();

  return deps.db.transaction(async (tx) => {
    // Recording the event and applying it commit together: a replay finds the key and stops.
    const fresh = await tx
      .insert(paymentEvents)
      .values({ id, type, payload: body, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (fresh.length === 0) return { event: id, applied: false, outcome: 'duplicate' };
    let outcome = 'ignored';
    if ((type === 'payment.captured' || type === 'order.paid') && providerOrderId && payment?.id)
      outcome = await markPaid(tx, { providerOrderId, paymentId: payment.id, amountPaise: payment.amount, now });
    else if (type === 'payment.failed' && providerOrderId)
      outcome = (await markFailed(tx, providerOrderId, now, String(payment?.error_description ?? '')))
        ? 'failed'
        : 'unchanged';
    return { event: id, applied: true, outcome };
  });
}
