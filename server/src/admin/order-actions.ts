import type { TrackingStatus } from '@store/contract/constants';
import { allocateDiscount } from '@store/contract/gst';
import { toPaise } from '@store/contract/money';
import { NEXT_STATUS, orderNumber } from '@store/contract/orders';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Deps } from '../app-env';
import type { Tx } from '../db/client';
import {
  codCollections,
  orderConfirmations,
  orderLineEvents,
  orderLines,
  orderNotes,
  orders,
  refundPayments,
} from '../db/schema';
import { recordLineStatus } from '../orders/line-history';
import { cancelLineIn } from '../orders/order-lines';
import { notifyRefundPaid } from './notify';
import { runStaffAction } from './staff-action';
import type { Actor } from './staff-auth';

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderLines.$inferSelect;
interface OrderState {
  order: OrderRow;
  lines: LineRow[];
  confirmedAt: Date | null;
  codCollectedAt: Date | null;
}

/** The order, its lines, confirmation and COD collection; order row locked first, then lines. */
async function loadOrder(tx: Tx, id: number): Promise<OrderState | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) return null;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.id))
    .for('update');
  const [conf] = await tx.select().from(orderConfirmations).where(eq(orderConfirmations.orderId, id));
  const [cod] = await tx.select().from(codCollections).where(eq(codCollections.orderId, id));
  return { order, lines, confirmedAt: conf?.at ?? null, codCollectedAt: cod?.at ?? null };
}

const orderSnapshot = (s: OrderState) => ({
  order_number: orderNumber(s.order.id),
  status: s.order.status,
  confirmed_at: s.confirmedAt,
  cod_collected_at: s.codCollectedAt,
  lines: s.lines.map((l) => ({
    id: l.id,
    tracking_status: l.trackingStatus,
    courier: l.courier,
    tracking_number: l.trackingNumber,
    refund_due: l.refundDue,
    refunded_at: l.refundedAt,
  })),
});

/** Each line's amount charged: its price less its share of the coupon (as invoiced). */
export function chargedPaise(order: OrderRow, lines: LineRow[]): Map<number, number> {
  const amounts = lines.map((l) => l.unitPaise * l.quantity);
  const shares = allocateDiscount(amounts, order.discountPaise);
  return new Map(lines.map((l, i) => [l.id, amounts[i] - shares[i]]));
}

const live = (s: OrderState) => s.lines.filter((l) => l.trackingStatus !== 'Cancelled');
const refundOpen = (s: OrderState) => s.lines.filter((l) => l.refundDue && !l.refundedAt);
export const refundDuePaise = (s: { order: OrderRow; lines: LineRow[] }) => {
  const charged = chargedPaise(s.order, s.lines);
  return s.lines.filter((l) => l.refundDue && !l.refundedAt).reduce((sum, l) => sum + (charged.get(l.id) ?? 0), 0);
};
export const codDuePaise = (s: { order: OrderRow; lines: LineRow[] }) => {
  const charged = chargedPaise(s.order, s.lines);
  return s.lines.filter((l) => l.trackingStatus !== 'Cancelled').reduce((sum, l) => sum + (charged.get(l.id) ?? 0), 0);
};

/** What the console may offer for an order (the same rules the actions check). */
export function orderActions(s: OrderState) {
  const placed = s.order.status === 'placed';
  return {
    confirm: placed && !s.confirmedAt && s.lines.some((l) => l.trackingStatus === 'Ordered'),
    ship: placed && s.lines.some((l) => l.trackingStatus === 'Ordered'),
    out_for_delivery: placed && s.lines.some((l) => l.trackingStatus === 'Shipped'),
    deliver: placed && s.lines.some((l) => l.trackingStatus === 'Out For Delivery'),
    cod_collect: codRefusal(s) === null,
    refund: refundOpen(s).length > 0,
  };
}

function codRefusal(s: OrderState): string | null {
  if (s.order.paymentMode !== 'Cash On Delivery') return 'This order was paid online: there is no cash to collect';
  if (s.codCollectedAt) return 'The cash for this order is already marked collected';
  const open = live(s);
  if (open.length === 0) return 'Every line of this order is cancelled: there is no cash to collect';
  if (!open.every((l) => ['Delivered', 'Exchange Requested', 'Exchanged'].includes(l.trackingStatus)))
    return 'Cash is collected on delivery: mark every line Delivered first';
  return null;
}

const orderAction = <R>(
  deps: Deps,
  actor: Actor,
  id: number,
  action: string,
  refuse: (s: OrderState) => string | null,
  apply: (tx: Tx, s: OrderState, at: Date) => Promise<R>,
) =>
  runStaffAction(deps, actor, {
    action,
    permission: 'orders',
    entity: { type: 'order', id },
    load: (tx) => loadOrder(tx, id),
    refuse: (s) =>
      s.order.status !== 'placed' ? `Order ${orderNumber(id)} is ${s.order.status.replace('_', ' ')}` : refuse(s),
    apply,
    snapshot: orderSnapshot,
    missing: 'Order not found',
  });

export const confirmOrder = (deps: Deps, actor: Actor, id: number) =>
  orderAction(
    deps,
    actor,
    id,
    'order.confirm',
    (s) =>
      s.confirmedAt
        ? 'This order is already confirmed'
        : s.lines.some((l) => l.trackingStatus === 'Ordered')
          ? null
          : 'Nothing is left to confirm: every line has shipped or been cancelled',
    async (tx, s, at) => {
      await tx.insert(orderConfirmations).values({ orderId: s.order.id, staffId: actor.staffId, at });
    },
  );

/** Moves every line of the order that is one step before `to` (Shipped needs courier and number). */
export const advanceOrder = (
  deps: Deps,
  actor: Actor,
  id: number,
  to: 'Shipped' | 'Out For Delivery' | 'Delivered',
  ship?: { courier: string; tracking_number: string },
) =>
  orderAction(
    deps,
    actor,
    id,
    `order.${to.toLowerCase().replaceAll(' ', '_')}`,
    (s) => (s.lines.some((l) => NEXT_STATUS[l.trackingStatus as TrackingStatus] === to) ? null : noLineFor(to)),
    async (tx, s, at) => {
      const from = s.lines.filter(
        (l) => NEXT_STATUS[l.trackingStatus as TrackingStatus] === to && l.trackingStatus !== 'Exchange Requested',
      );
      const ids = from.map((l) => l.id);
      await tx
        .update(orderLines)
        .set({
          trackingStatus: to,
          updatedOn: at,
          ...(ship && { courier: ship.courier, trackingNumber: ship.tracking_number }),
        })
        .where(inArray(orderLines.id, ids));
      await recordLineStatus(tx, ids, to, at, 'operator'); // also queues the shopper's message
      return { moved: ids };
    },
  );

const noLineFor = (to: string) =>
  ({
    Shipped: 'No line of this order is waiting to ship',
    'Out For Delivery': 'No line of this order has shipped',
    Delivered: 'No line of this order is out for delivery',
  })[to] ?? `No line can move to ${to}`;

export const markCodCollected = (deps: Deps, actor: Actor, id: number) =>
  orderAction(deps, actor, id, 'order.cod_collected', codRefusal, async (tx, s, at) => {
    const amountPaise = codDuePaise(s);
    await tx.insert(codCollections).values({ orderId: s.order.id, amountPaise, staffId: actor.staffId, at });
    return { amount_paise: amountPaise };
  });

export const markRefundPaid = (deps: Deps, actor: Actor, id: number, input: { amount: number; reference: string }) =>
  runStaffAction(deps, actor, {
    action: 'order.refund_paid',
    permission: 'orders',
    entity: { type: 'order', id },
    load: (tx) => loadOrder(tx, id),
    snapshot: orderSnapshot,
    missing: 'Order not found',
    refuse: (s) => {
      if (refundOpen(s).length === 0) return 'No refund is due on this order';
      const due = refundDuePaise(s);
      const given = toPaise(input.amount);
      return given <= 0 || given > due
        ? `The refund due is ₹${(due / 100).toFixed(2)}: enter an amount up to it`
        : null;
    },
    async apply(tx, s, at) {
      const lineIds = refundOpen(s).map((l) => l.id);
      await tx
        .update(orderLines)
        .set({ refundedAt: at })
        .where(and(inArray(orderLines.id, lineIds), isNull(orderLines.refundedAt)));
      await tx.insert(refundPayments).values({
        orderId: id,
        amountPaise: toPaise(input.amount),
        reference: input.reference,
        lineIds,
        staffId: actor.staffId,
        at,
      });
      await notifyRefundPaid(tx, id, lineIds, at);
      return { line_ids: lineIds };
    },
  });

export const addOrderNote = (deps: Deps, actor: Actor, id: number, body: string) =>
  runStaffAction(deps, actor, {
    action: 'order.note',
    permission: 'orders',
    entity: { type: 'order', id },
    load: async (tx) => {
      const [o] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
      if (!o) return null;
      return {
        notes: (await tx.select({ id: orderNotes.id }).from(orderNotes).where(eq(orderNotes.orderId, id))).length,
      };
    },
    refuse: () => null,
    apply: async (tx, _s, at) => {
      const [note] = await tx
        .insert(orderNotes)
        .values({ orderId: id, staffId: actor.staffId, author: actor.label, body, createdAt: at })
        .returning();
      return { id: note.id };
    },
    snapshot: (s) => ({ ...s, body }),
    missing: 'Order not found',
  });

// ---- line actions: cancel, exchange accept/refuse, the operator's one-step move ----

interface LineState {
  order: OrderRow;
  line: LineRow;
}
async function loadLine(tx: Tx, lineId: number): Promise<LineState | null> {
  const [ref] = await tx.select({ orderId: orderLines.orderId }).from(orderLines).where(eq(orderLines.id, lineId));
  if (!ref) return null;
  const [order] = await tx.select().from(orders).where(eq(orders.id, ref.orderId)).for('update');
  const [line] = await tx.select().from(orderLines).where(eq(orderLines.id, lineId)).for('update');
  return { order, line };
}
const lineSnapshot = ({ order, line }: LineState) => ({
  order_number: orderNumber(order.id),
  order_status: order.status,
  tracking_status: line.trackingStatus,
  cancel_reason: line.cancelReason,
  refund_due: line.refundDue,
  courier: line.courier,
  tracking_number: line.trackingNumber,
});
const lineAction = <R>(
  deps: Deps,
  actor: Actor,
  lineId: number,
  action: string,
  refuse: (s: LineState) => string | null,
  apply: (tx: Tx, s: LineState, at: Date) => Promise<R>,
) =>
  runStaffAction(deps, actor, {
    action,
    permission: 'orders',
    entity: { type: 'order_line', id: lineId },
    load: (tx) => loadLine(tx, lineId),
    refuse: (s) => (s.order.status !== 'placed' ? `Order ${orderNumber(s.order.id)} is ${s.order.status}` : refuse(s)),
    apply,
    snapshot: lineSnapshot,
    missing: `No order line ${lineId}`,
  });

/** Stock, coupon and credit note given back exactly as when the shopper cancels (orders/order-lines.ts). */
export const cancelLineByStaff = (deps: Deps, actor: Actor, lineId: number, reason: string) =>
  lineAction(
    deps,
    actor,
    lineId,
    'line.cancel',
    (s) =>
      s.line.trackingStatus === 'Ordered'
        ? null
        : `Line ${lineId} is ${s.line.trackingStatus}: only lines not yet shipped can be cancelled`,
    (tx, s, at) =>
      cancelLineIn(tx, s.order, lineId, at, {
        reason,
        actor: 'operator',
        creditNote: `Cancelled by the shop: ${reason}`,
      }),
  );

const exchangeRefusal = (s: LineState) =>
  s.line.trackingStatus === 'Exchange Requested'
    ? null
    : `Line ${s.line.id} has no exchange request (it is ${s.line.trackingStatus})`;

export const acceptExchange = (deps: Deps, actor: Actor, lineId: number) =>
  lineAction(deps, actor, lineId, 'line.exchange_accept', exchangeRefusal, async (tx, _s, at) => {
    await tx.update(orderLines).set({ trackingStatus: 'Exchanged', updatedOn: at }).where(eq(orderLines.id, lineId));
    await recordLineStatus(tx, [lineId], 'Exchanged', at, 'operator');
  });

/**
 * Refused: the line is Delivered again, dated at its delivery (not now), so a refusal does not
 * reopen the exchange window. The reason is in the audit log.
 */
export const refuseExchange = (deps: Deps, actor: Actor, lineId: number, reason: string) =>
  lineAction(deps, actor, lineId, 'line.exchange_refuse', exchangeRefusal, async (tx, s, at) => {
    const [delivered] = await tx
      .select({ at: orderLineEvents.at })
      .from(orderLineEvents)
      .where(and(eq(orderLineEvents.lineId, lineId), eq(orderLineEvents.status, 'Delivered')))
      .orderBy(desc(orderLineEvents.at))
      .limit(1);
    await tx
      .update(orderLines)
      .set({ trackingStatus: 'Delivered', updatedOn: delivered?.at ?? s.line.updatedOn })
      .where(eq(orderLines.id, lineId));
    await recordLineStatus(tx, [lineId], 'Delivered', at, 'operator');
    return { reason };
  });

/** The operator API's one step forward on one line (npm run store -- order:status). */
export const moveLineByOperator = (deps: Deps, actor: Actor, lineId: number, to: TrackingStatus) =>
  lineAction(
    deps,
    actor,
    lineId,
    'line.status',
    (s) =>
      NEXT_STATUS[s.line.trackingStatus as TrackingStatus] === to
        ? null
        : `Line ${lineId} is ${s.line.trackingStatus}: it cannot move to ${to}`,
    async (tx, _s, at) => {
      const [moved] = await tx
        .update(orderLines)
        .set({ trackingStatus: to, updatedOn: at })
        .where(eq(orderLines.id, lineId))
        .returning();
      await recordLineStatus(tx, [lineId], to, at, 'operator');
      return { id: moved.id, tracking_status: moved.trackingStatus, updated_on: moved.updatedOn.toISOString() };
    },
  );
