import { EXCHANGE_WINDOW_MS, type PaymentMode, type TrackingStatus } from '@store/contract/constants';
import { toRupees } from '@store/contract/money';
import { type CancelRequest, type ExchangeRequest, type OrderLine, orderNumber } from '@store/contract/orders';
import { productPath } from '@store/contract/slug';
import { and, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../app-env';
import type { Db, Tx } from '../db/client';
import { categories, orderLines, orders, products } from '../db/schema';
import { HttpError } from '../http/http-error';
import { giveBack, refreshInventory } from '../inventory/stock-moves';
import { issueCreditNote } from '../invoices/issue';
import { type LineActor, recordLineStatus } from './line-history';
import { releaseOrder } from './release';

/** Orders a shopper sees: placed ones, and cancelled ones (their lines say Cancelled). */
export const VISIBLE_ORDER_STATUSES = ['placed', 'cancelled'];

export const canExchange = (status: string, updatedOn: Date, now: Date) =>
  status === 'Delivered' && now.getTime() - updatedOn.getTime() <= EXCHANGE_WINDOW_MS;

export async function listOrderLines(db: Db, userId: number, now: Date): Promise<OrderLine[]> {
  const rows = await db
    .select({
      line: orderLines,
      order: { id: orders.id, paymentMode: orders.paymentMode, createdAt: orders.createdAt },
      slug: products.slug,
      categorySlug: categories.slug,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(orders.userId, userId), inArray(orders.status, VISIBLE_ORDER_STATUSES)))
    .orderBy(desc(orders.createdAt), desc(orders.id), orderLines.id);
  return rows.map(({ line, order, slug, categorySlug }) => ({
    id: line.id,
    o_id: order.id,
    order_number: orderNumber(order.id),
    product: line.productName,
    product_id: line.productId,
    product_url: productPath({ id: line.productId, slug, category: { slug: categorySlug } }),
    image: line.image,
    size: line.size,
    color: line.color,
    quantity: line.quantity,
    amount: toRupees(line.unitPaise),
    payment_mode: order.paymentMode as PaymentMode,
    tracking_status: line.trackingStatus as TrackingStatus,
    updated_on: line.updatedOn.toISOString(),
    ordered_on: order.createdAt.toISOString(),
    refund_due: line.refundDue,
    can_cancel: line.trackingStatus === 'Ordered',
    can_exchange: canExchange(line.trackingStatus, line.updatedOn, now),
    can_review: true,
  }));
}

/** The line and its order, if both are the shopper's and the order is visible; else 404. */
async function ownLine(db: Db, userId: number, lineId: number) {
  const [row] = await db
    .select({ line: orderLines, order: orders })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.id, lineId), eq(orders.userId, userId), inArray(orders.status, VISIBLE_ORDER_STATUSES)))
    .limit(1);
  if (!row) throw new HttpError('not_found', 'Order not found');
  return row;
}

/**
 * Cancel from Ordered only. The conditional status change is what makes it exactly once: a
 * second (or concurrent) cancel finds the line no longer Ordered and gives nothing back.
 */
export async function cancelLine(deps: Deps, userId: number, req: CancelRequest) {
  const { order } = await ownLine(deps.db, userId, req.id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // order row first: the same lock order as expiry and payment (order -> lines -> skus -> coupon)
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    return cancelLineIn(tx, order, req.id, now, {
      reason: req.reason,
      actor: 'shopper',
      creditNote: `Cancelled by the buyer before shipping: ${req.reason}`,
    });
  });
}

/**
 * The cancel itself, in the caller's transaction with the order row locked: the shopper's
 * (above) and the staff console's (admin/order-actions.ts) give back exactly the same.
 */
export async function cancelLineIn(
  tx: Tx,
  order: typeof orders.$inferSelect,
  lineId: number,
  now: Date,
  o: { reason: string; actor: LineActor; creditNote: string },
) {
  const paidOnline = order.paymentMode === 'Online' && order.paidAt !== null;
  const [line] = await tx
    .update(orderLines)
    .set({ trackingStatus: 'Cancelled', cancelReason: o.reason, updatedOn: now, refundDue: paidOnline })
    .where(and(eq(orderLines.id, lineId), eq(orderLines.trackingStatus, 'Ordered')))
    .returning();
  if (!line) throw new HttpError('conflict', 'Only orders not yet shipped can be cancelled');
  await recordLineStatus(tx, [line.id], 'Cancelled', now, o.actor);
  await giveBack(tx, line.skuId, line.quantity);
  await refreshInventory(tx, [line.productId]);
  const [{ open }] = await tx
    .select({ open: sql<number>`count(*)::int` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), ne(orderLines.trackingStatus, 'Cancelled')));
  if (Number(open) === 0) {
    await tx.update(orders).set({ status: 'cancelled' }).where(eq(orders.id, order.id));
    await releaseOrder(tx, order.id, now); // every line is Cancelled: only the coupon comes back
  }
  // The invoiced line is reversed by a credit note of its own series (last: its counter's lock)
  await issueCreditNote(tx, { orderId: order.id, orderLineIds: [line.id], at: now, reason: o.creditNote });
  return line;
}

/** Exchange: Delivered, and within EXCHANGE_WINDOW_MS of the line's last update (inclusive). */
export async function exchangeLine(deps: Deps, userId: number, req: z.output<typeof ExchangeRequest>) {
  await ownLine(deps.db, userId, req.id);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [line] = await tx
      .update(orderLines)
      .set({ trackingStatus: 'Exchange Requested', exchangeReason: req.reason, exchangeDesc: req.desc, updatedOn: now })
      .where(
        and(
          eq(orderLines.id, req.id),
          eq(orderLines.trackingStatus, 'Delivered'),
          gte(orderLines.updatedOn, new Date(now.getTime() - EXCHANGE_WINDOW_MS)),
        ),
      )
      .returning();
    if (!line) throw new HttpError('conflict', 'This order can no longer be exchanged');
    await recordLineStatus(tx, [line.id], 'Exchange Requested', now, 'shopper');
    return line;
  });
}
