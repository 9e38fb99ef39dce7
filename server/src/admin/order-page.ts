import type { AdminOrderDetail } from '@store/contract/admin';
import { toRupees } from '@store/contract/money';
import { orderNumber } from '@store/contract/orders';
import { and, asc, desc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Deps } from '../app-env';
import {
  auditLog,
  codCollections,
  orderConfirmations,
  orderLineEvents,
  orderLines,
  orderNotes,
  orders,
  payments,
  refundPayments,
  users,
} from '../db/schema';
import { HttpError } from '../http/http-error';
import { orderActions, refundDuePaise } from './order-actions';
import { presentOrders } from './orders-board';

/** One order as staff see it: lines, payments, address, the shopper's other orders, notes, audit. */
export async function adminOrder(
  deps: Deps,
  id: number,
): Promise<AdminOrderDetail & { actions: ReturnType<typeof orderActions> }> {
  const { db } = deps;
  const [row] = await db
    .select({ order: orders, user: { name: users.name, email: users.email, phone: users.phoneNumber } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  if (!row) throw new HttpError('not_found', 'Order not found');
  const [base] = await presentOrders(db, [row], deps.now());
  const { order } = row;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
  const lineIds = lines.map((l) => l.id);
  const [pays, refunds, events, notes, others, audit, [conf], [cod]] = await Promise.all([
    db.select().from(payments).where(eq(payments.orderId, id)).orderBy(asc(payments.id)),
    db.select().from(refundPayments).where(eq(refundPayments.orderId, id)).orderBy(asc(refundPayments.id)),
    lineIds.length
      ? db
          .select()
          .from(orderLineEvents)
          .where(inArray(orderLineEvents.lineId, lineIds))
          .orderBy(asc(orderLineEvents.at), asc(orderLineEvents.id))
      : Promise.resolve([]),
    db.select().from(orderNotes).where(eq(orderNotes.orderId, id)).orderBy(desc(orderNotes.createdAt)),
    db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, order.userId), ne(orders.id, id)))
      .orderBy(desc(orders.id))
      .limit(20),
    db
      .select()
      .from(auditLog)
      .where(
        or(
          and(eq(auditLog.entityType, 'order'), eq(auditLog.entityId, id)),
          lineIds.length ? and(eq(auditLog.entityType, 'order_line'), inArray(auditLog.entityId, lineIds)) : undefined,
        ),
      )
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(100),
    db.select().from(orderConfirmations).where(eq(orderConfirmations.orderId, id)),
    db.select().from(codCollections).where(eq(codCollections.orderId, id)),
  ]);
  const state = { order, lines, confirmedAt: conf?.at ?? null, codCollectedAt: cod?.at ?? null };
  return {
    ...base,
    subtotal: toRupees(order.subtotalPaise),
    discount: toRupees(order.discountPaise),
    coupon_code: order.couponCode,
    paid_at: order.paidAt?.toISOString() ?? null,
    address: order.address,
    confirmed_on: conf?.at.toISOString() ?? null,
    payments: pays.map((p) => ({
      provider: p.provider,
      provider_order_id: p.providerOrderId,
      provider_payment_id: p.providerPaymentId,
      status: p.status,
      amount: toRupees(p.amountPaise),
      failure_reason: p.failureReason,
      updated_at: p.updatedAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      amount: toRupees(r.amountPaise),
      reference: r.reference,
      at: r.at.toISOString(),
      by: audit.find((a) => a.action === 'order.refund_paid' && a.at.getTime() === r.at.getTime())?.actor ?? '',
    })),
    refund_due_amount: toRupees(refundDuePaise(state)),
    timeline: events.map((e) => ({ line_id: e.lineId, status: e.status, at: e.at.toISOString(), actor: e.actor })),
    notes: notes.map((n) => ({ id: n.id, author: n.author, body: n.body, at: n.createdAt.toISOString() })),
    other_orders: others.map((o) => ({
      id: o.id,
      order_number: orderNumber(o.id),
      status: o.status,
      total: toRupees(o.totalPaise),
      created_at: o.createdAt.toISOString(),
    })),
    audit: audit.map((a) => ({
      id: a.id,
      actor: a.actor,
      action: a.action,
      entity_type: a.entityType,
      entity_id: a.entityId,
      before: a.before,
      after: a.after,
      at: a.at.toISOString(),
    })),
    actions: orderActions(state),
  };
}
