import { and, eq, ne } from 'drizzle-orm';
import { reclaimCoupon } from '../coupons/coupon-rules';
import type { Tx } from '../db/client';
import { orderLines, orders, payments, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { takeStock } from '../inventory/stock-moves';
import { issueInvoice } from '../invoices/issue';
import { enqueueOrderMessages } from '../notifications/enqueue';
import { recordLineStatus } from '../orders/line-history';

export type PaidOutcome = 'paid' | 'already_paid' | 'late_paid' | 'late_refund' | 'unknown_order' | 'amount_mismatch';

/**
 * The one way an order becomes paid, shared by the checkout callback and the webhook. Each
 * step is a conditional update, so running it twice, or twice at once, changes things once:
 * the second run waits on the payment row's lock, then finds it already captured.
 */
export async function markPaid(
  tx: Tx,
  p: { providerOrderId: string; paymentId: string; amountPaise?: number; now: Date },
): Promise<PaidOutcome> {
  const [payment] = await tx.select().from(payments).where(eq(payments.providerOrderId, p.providerOrderId)).limit(1);
  if (!payment) return 'unknown_order';
  if (p.amountPaise !== undefined && p.amountPaise !== payment.amountPaise) {
    console.error(`[payments] ${p.providerOrderId}: paid ${p.amountPaise} paise, expected ${payment.amountPaise}`);
    return 'amount_mismatch';
  }
  const [captured] = await tx
    .update(payments)
    .set({ status: 'captured', providerPaymentId: p.paymentId, updatedAt: p.now })
    .where(and(eq(payments.id, payment.id), ne(payments.status, 'captured')))
    .returning();
  if (!captured) return 'already_paid';
  const [placed] = await tx
    .update(orders)
    .set({ status: 'placed', paidAt: p.now, expiresAt: null })
    .where(and(eq(orders.id, payment.orderId), eq(orders.status, 'pending_payment')))
    .returning({ id: orders.id });
  if (placed) {
    await issueInvoice(tx, payment.orderId, p.now); // paid: the sale's tax invoice, numbered now
    await enqueueOrderMessages(tx, 'order_paid', { orderId: payment.orderId, at: p.now });
    return 'paid';
  }
  return reinstate(tx, payment.orderId, p.now);
}

/**
 * Money arrived for an order that had already expired (its stock and coupon use given back).
 * The order comes back only if the stock is still there and the coupon's rules still allow it
 * (checked under the same locks as a checkout: the shopper's row, then SKUs, then the coupon).
 * Otherwise it becomes cancelled with a refund due, which the shopper's order list shows (and
 * the callback ends on payment=refund: payments.routes.ts).
 */
async function reinstate(tx: Tx, orderId: number, now: Date): Promise<PaidOutcome> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  // Only an expired order gets here (a pending one was placed above); nothing else to change.
  if (order?.status !== 'expired') return 'already_paid';
  // One checkout per shopper at a time (billing.ts): their first-order and per-shopper counts hold.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.trackingStatus, 'Cancelled')));
  try {
    await tx.transaction(async (sp) => {
      await takeStock(
        sp,
        lines.map((l, index) => ({ ...l, index })),
      );
      await reclaimCoupon(sp, { userId: order.userId, orderId, subtotalPaise: order.subtotalPaise, now });
    });
  } catch (err) {
    if (!(err instanceof HttpError) || (err.code !== 'out_of_stock' && err.code !== 'validation_failed')) throw err;
    const why = err.code === 'out_of_stock' ? 'out of stock' : `coupon ${order.couponCode}: ${err.message}`;
    const cancelled = await tx
      .update(orderLines)
      .set({
        trackingStatus: 'Cancelled',
        cancelReason: `Paid after the payment window; ${why}`,
        refundDue: true,
        updatedOn: now,
      })
      .where(and(eq(orderLines.orderId, orderId), ne(orderLines.trackingStatus, 'Cancelled')))
      .returning({ id: orderLines.id });
    await recordLineStatus(
      tx,
      cancelled.map((l) => l.id),
      'Cancelled',
      now,
      'store',
    );
    await tx.update(orders).set({ status: 'cancelled', paidAt: now }).where(eq(orders.id, orderId));
    return 'late_refund';
  }
  await tx.update(orders).set({ status: 'placed', paidAt: now, expiresAt: null }).where(eq(orders.id, orderId));
  await issueInvoice(tx, orderId, now);
  await enqueueOrderMessages(tx, 'order_paid', { orderId, at: now });
  return 'late_paid';
}

/**
 * A failed attempt. The order stays payable until it expires (the shopper may retry in the
 * widget), and a failure reported after a capture changes nothing. `reason` is the provider's
 * description, shown to the shopper as text.
 */
export async function markFailed(tx: Tx, providerOrderId: string, now: Date, reason?: string): Promise<boolean> {
  const rows = await tx
    .update(payments)
    .set({ status: 'failed', updatedAt: now, failureReason: failureWords(reason) })
    .where(and(eq(payments.providerOrderId, providerOrderId), eq(payments.status, 'created')))
    .returning({ id: payments.id });
  return rows.length > 0;
}

/**
 * The provider's description of a failure, kept as plain words: the callback that carries it is
 * unsigned, so it is cut to one short line without control characters and only ever shown as text.
 */
export function failureWords(reason: string | undefined): string | null {
  const words = (reason ?? '')
    .replace(/[\p{Cc}\p{Cf}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return words || null;
}
