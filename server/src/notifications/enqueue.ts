import type { TrackingStatus } from '@store/contract/constants';
import { allocateDiscount } from '@store/contract/gst';
import { toRupees } from '@store/contract/money';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { type NotificationPayload, notifications, orderLines, orders, users } from '../db/schema';
import { type Channel, type NotificationEvent, STATUS_EVENTS } from './events';

type LineRow = typeof orderLines.$inferSelect;
/** An order with its account's e-mail and phone, and the lines a message is about. */
interface OrderToTell {
  order: typeof orders.$inferSelect;
  email: string;
  phone: string;
  lines: LineRow[];
}

/** The order and its lines as stored: the given ones, else every line not cancelled. */
async function readOrder(tx: Db | Tx, orderId: number, lineIds?: number[]): Promise<OrderToTell | null> {
  const [row] = await tx
    .select({ order: orders, email: users.email, phone: users.phoneNumber })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        lineIds ? inArray(orderLines.id, lineIds) : ne(orderLines.trackingStatus, 'Cancelled'),
      ),
    )
    .orderBy(asc(orderLines.id));
  return { ...row, lines };
}

/**
 * Queues the order's messages for one event, one per channel, in the caller's transaction: the
 * message exists exactly when the change that causes it commits. Nothing is sent here (the
 * worker does that), so a slow or failing provider never touches the request. The same event for
 * the same lines is queued once (notifications_once), however often this is called.
 */
export async function enqueueOrderMessages(
  tx: Db | Tx,
  event: NotificationEvent,
  // the order's id, or (`written`) the order, account and lines the caller's transaction has
  // just written, which are then not read again
  q: { at: Date; lineIds?: number[] } & ({ orderId: number } | { written: OrderToTell }),
): Promise<void> {
  const found = 'written' in q ? q.written : await readOrder(tx, q.orderId, q.lineIds);
  if (!found || found.lines.length === 0) return;
  const { order, email, phone, lines } = found;
  const payload = payloadFor(event, order, lines);
  if (event === 'refunded') payload.amount = toRupees(await refundPaise(tx, order, lines));
  const key = `${order.id}:${event}${q.lineIds ? `:${lines.map((l) => l.id).join('.')}` : ''}`;
  const to: Record<Channel, string | null> = {
    email: email.includes('@') ? email : null,
    // the account's mobile (OTP-verified for guests); else the one given with the address
    sms: /^\d{10}$/.test(phone) ? phone : (order.address.phone_number ?? null),
  };
  const values = (Object.keys(to) as Channel[])
    .filter((channel) => to[channel])
    .map((channel) => ({
      channel,
      recipient: to[channel] as string,
      event,
      orderId: order.id,
      dedupeKey: key,
      payload,
      nextAttemptAt: q.at,
      createdAt: q.at,
    }));
  if (values.length) await tx.insert(notifications).values(values).onConflictDoNothing();
}

/** Lines that entered a tracking status: their order's message, if the status has one. */
export async function enqueueLineMessages(
  tx: Db | Tx,
  lineIds: number[],
  status: TrackingStatus,
  at: Date,
): Promise<void> {
  const event = STATUS_EVENTS[status];
  if (!event || lineIds.length === 0) return;
  const rows = await tx
    .select({ id: orderLines.id, orderId: orderLines.orderId })
    .from(orderLines)
    .where(inArray(orderLines.id, lineIds));
  for (const orderId of [...new Set(rows.map((r) => r.orderId))].sort((a, b) => a - b))
    await enqueueOrderMessages(tx, event, {
      orderId,
      at,
      lineIds: rows.filter((r) => r.orderId === orderId).map((r) => r.id),
    });
}

function payloadFor(
  event: NotificationEvent,
  order: typeof orders.$inferSelect,
  lines: LineRow[],
): NotificationPayload {
  const payload: NotificationPayload = {
    lines: lines.map((l) => ({ name: l.productName, color: l.color, size: l.size, quantity: l.quantity })),
  };
  if (event === 'order_placed' || event === 'order_paid') {
    payload.amount = toRupees(order.totalPaise);
    payload.payment_mode = order.paymentMode;
  }
  if (event === 'shipped' || event === 'out_for_delivery') {
    const shipped = lines.find((l) => l.trackingNumber);
    payload.tracking_number = shipped?.trackingNumber ?? null;
    payload.courier = shipped?.courier ?? null;
  }
  if (event === 'cancelled') payload.refund_due = lines.some((l) => l.refundDue);
  return payload;
}

/** What the refunded lines were charged: their price less their share of the coupon, as invoiced. */
async function refundPaise(tx: Db | Tx, order: typeof orders.$inferSelect, refunded: LineRow[]): Promise<number> {
  const all = await tx
    .select({ id: orderLines.id, unitPaise: orderLines.unitPaise, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const amounts = all.map((l) => l.unitPaise * l.quantity);
  const shares = allocateDiscount(amounts, order.discountPaise);
  const ids = new Set(refunded.map((l) => l.id));
  return all.reduce((sum, l, i) => (ids.has(l.id) ? sum + amounts[i] - shares[i] : sum), 0);
}
