import { idNumber } from '@store/contract/limit-fields';
import { ADMIN_PAGE_SIZE_MAX } from '@store/contract/limits';
import { toRupees } from '@store/contract/money';
import { ORDER_STATUSES, orderNumber } from '@store/contract/orders';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { orderLines, orders, payments, users } from '../db/schema';

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
