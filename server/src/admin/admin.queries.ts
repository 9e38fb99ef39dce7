import type { TrackingStatus } from '@store/contract/constants';
import { idNumber } from '@store/contract/limit-fields';
import { ADMIN_PAGE_SIZE_MAX } from '@store/contract/limits';
import { toRupees } from '@store/contract/money';
import { NEXT_STATUS, ORDER_STATUSES, orderNumber } from '@store/contract/orders';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { orderLines, orders, payments, users } from '../db/schema';
import { HttpError } from '../http-error';
import { recordLineStatus } from '../orders/line-history';

export const AdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(ADMIN_PAGE_SIZE_MAX).default(50),
  before: idNumber().optional(), // order id: the next page
});

/** Orders newest first, each with its customer, address, payment and lines. */
export async function listOrders(db: Db, q: z.output<typeof AdminOrdersQuery>) {
  const rows = await db
    .select({ order: orders, user: { name: users.name, email: users.email, phone: users.phoneNumber } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(q.status ? eq(orders.status, q.status) : undefined, q.before ? lt(orders.id, q.before) : undefined))
    .orderBy(desc(orders.id))
    .limit(q.limit);
  const ids = rows.map((r) => r.order.id);
  const lines = ids.length ? await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)) : [];
  const pays = ids.length ? await db.select().from(payments).where(inArray(payments.orderId, ids)) : [];
  return rows.map(({ order, user }) => ({
    id: order.id,
    order_number: orderNumber(order.id),
    status: order.status,
    payment_mode: order.paymentMode,
    payment:
      pays
        .filter((p) => p.orderId === order.id)
        .map((p) => ({
          provider: p.provider,
          order_id: p.providerOrderId,
          payment_id: p.providerPaymentId,
          status: p.status,
        }))[0] ?? null,
    customer: { id: order.userId, ...user },
    address: order.address,
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    total: toRupees(order.totalPaise),
    coupon_code: order.couponCode,
    sales_reference: order.salesReference,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    lines: lines
      .filter((l) => l.orderId === order.id)
      .sort((a, b) => a.id - b.id)
      .map((l) => ({
        id: l.id,
        product: l.productName,
        product_id: l.productId,
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        amount: toRupees(l.unitPaise),
        tracking_status: l.trackingStatus,
        updated_on: l.updatedOn.toISOString(),
        refund_due: l.refundDue,
        cancel_reason: l.cancelReason,
        exchange_reason: l.exchangeReason,
        exchange_desc: l.exchangeDesc,
      })),
  }));
}

/**
 * One step forward (Ordered -> Shipped -> Out For Delivery -> Delivered; Exchange Requested ->
 * Exchanged), only on placed orders. The condition on the current status makes a concurrent
 * change of the same line fail instead of skipping a step.
 */
export async function moveLine(db: Db, lineId: number, to: TrackingStatus, now: Date) {
  const [current] = await db
    .select({ line: orderLines, orderStatus: orders.status })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(eq(orderLines.id, lineId))
    .limit(1);
  if (!current) throw new HttpError('not_found', `No order line ${lineId}`);
  const from = current.line.trackingStatus as TrackingStatus;
  if (current.orderStatus !== 'placed' || NEXT_STATUS[from] !== to)
    throw new HttpError('conflict', `Line ${lineId} is ${from}: it cannot move to ${to}`, undefined, {
      tracking_status: from,
      allowed: current.orderStatus === 'placed' && NEXT_STATUS[from] ? [NEXT_STATUS[from]] : [],
    });
  const line = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orderLines)
      .set({ trackingStatus: to, updatedOn: now })
      .where(and(eq(orderLines.id, lineId), eq(orderLines.trackingStatus, from)))
      .returning();
    if (!moved) throw new HttpError('conflict', `Line ${lineId} changed meanwhile: try again`);
    await recordLineStatus(tx, [moved.id], to, now, 'operator');
    return moved;
  });
  return { id: line.id, tracking_status: line.trackingStatus, updated_on: line.updatedOn.toISOString() };
}
