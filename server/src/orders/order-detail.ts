import type { PaymentMode, TrackingStatus } from '@store/contract/constants';
import { toRupees } from '@store/contract/money';
import type { OrderDetail, OrderDetailLine, PaymentState } from '@store/contract/order-detail';
import { type OrderStatus, orderNumber } from '@store/contract/orders';
import { productPath } from '@store/contract/slug';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../app-env';
import type { Db } from '../db/client';
import { categories, orderLineEvents, orderLines, orders, payments, products } from '../db/schema';
import { HttpError } from '../http/http-error';
import { invoiceUrlOf } from '../invoices/invoices.queries';
import { expectedDelivery } from '../pincodes/pincodes.queries';
import type { OrderRow } from './billing-response';
import { canExchange, VISIBLE_ORDER_STATUSES } from './order-lines';

type LineRow = typeof orderLines.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;

const notFound = () => new HttpError('not_found', 'Order not found');
const ON_THE_WAY: TrackingStatus[] = ['Ordered', 'Shipped', 'Out For Delivery'];

/** "SF000123" (any case) to 123; anything else is no order. */
export function parseOrderNumber(value: string): number | null {
  const m = /^SF(\d{6,9})$/i.exec(value);
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 && orderNumber(id) === value.toUpperCase() ? id : null;
}

/** The shopper's own order by its number; another shopper's, or none, is a 404 alike. */
export async function ownOrder(db: Db, userId: number, number: string): Promise<OrderRow> {
  const id = parseOrderNumber(number);
  if (id === null) throw notFound();
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
    .limit(1);
  if (!order) throw notFound();
  return order;
}

/** Online and still inside its payment window: the same order can be paid again. */
export const isPayable = (order: OrderRow, now: Date) =>
  order.paymentMode === 'Online' &&
  order.status === 'pending_payment' &&
  order.expiresAt !== null &&
  order.expiresAt.getTime() > now.getTime();

export async function orderDetail(deps: Deps, userId: number, number: string): Promise<OrderDetail> {
  const { db } = deps;
  const now = deps.now();
  const order = await ownOrder(db, userId, number);
  const rows = await db
    .select({ line: orderLines, slug: products.slug, categorySlug: categories.slug })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.id));
  const events = rows.length
    ? await db
        .select()
        .from(orderLineEvents)
        .where(
          inArray(
            orderLineEvents.lineId,
            rows.map((r) => r.line.id),
          ),
        )
        .orderBy(asc(orderLineEvents.at), asc(orderLineEvents.id))
    : [];
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  const visible = VISIBLE_ORDER_STATUSES.includes(order.status);
  const lines: OrderDetailLine[] = rows.map(({ line, slug, categorySlug }) => ({
    id: line.id,
    product: line.productName,
    product_id: line.productId,
    product_url: productPath({ id: line.productId, slug, category: { slug: categorySlug } }),
    image: line.image,
    color: line.color,
    size: line.size,
    quantity: line.quantity,
    unit_price: toRupees(line.unitPaise),
    mrp: toRupees(line.mrpPaise),
    amount: toRupees(line.unitPaise * line.quantity),
    tracking_status: line.trackingStatus as TrackingStatus,
    updated_on: line.updatedOn.toISOString(),
    timeline: events
      .filter((e) => e.lineId === line.id)
      .map((e) => ({ status: e.status as TrackingStatus, at: e.at.toISOString() })),
    refund_due: line.refundDue,
    refunded_on: line.refundedAt?.toISOString() ?? null,
    courier: line.courier,
    tracking_number: line.trackingNumber,
    cancel_reason: line.cancelReason,
    can_cancel: visible && line.trackingStatus === 'Ordered',
    can_exchange: visible && canExchange(line.trackingStatus, line.updatedOn, now),
    can_review: visible,
  }));
  const onTheWay =
    order.status === 'placed' && rows.some((r) => ON_THE_WAY.includes(r.line.trackingStatus as TrackingStatus));
  return {
    id: order.id,
    order_number: orderNumber(order.id),
    status: order.status as OrderStatus,
    placed_on: order.createdAt.toISOString(),
    lines,
    subtotal: toRupees(order.subtotalPaise),
    coupon: order.couponCode ? { code: order.couponCode, percent: order.couponPercent } : null,
    discount: toRupees(order.discountPaise),
    saved: toRupees(order.savedPaise),
    total: toRupees(order.totalPaise),
    payment: {
      mode: order.paymentMode as PaymentMode,
      ...paymentState(
        order,
        rows.map((r) => r.line),
        payment,
        now,
      ),
      paid_on: order.paidAt?.toISOString() ?? null,
      payable: isPayable(order, now),
    },
    address: order.address,
    expected_delivery: onTheWay
      ? await expectedDelivery(db, order.address.pin_code, order.paidAt ?? order.createdAt)
      : null,
    // The GST invoice's download, once invoices exist for orders (server/src/invoices/).
    invoice_url: await invoiceUrlOf(db, order.id),
  };
}

/** What the shopper's money is doing; see PAYMENT_STATES in contract/src/order-detail.ts. */
export function paymentState(
  order: OrderRow,
  lines: LineRow[],
  payment: PaymentRow | undefined,
  now: Date,
): { state: PaymentState; reason: string | null } {
  const refundLines = lines.filter((l) => l.refundDue);
  if (refundLines.length > 0) {
    const reason = refundLines.find((l) => l.cancelReason)?.cancelReason ?? null;
    return { state: refundLines.every((l) => l.refundedAt) ? 'refunded' : 'refund_due', reason };
  }
  const live = lines.filter((l) => l.trackingStatus !== 'Cancelled');
  if (order.paymentMode !== 'Online') {
    if (live.length === 0) return { state: 'cancelled', reason: null };
    const collected = live.every((l) => !ON_THE_WAY.includes(l.trackingStatus as TrackingStatus));
    return { state: collected ? 'paid' : 'cod', reason: null };
  }
  const status = order.status as OrderStatus;
  if (order.paidAt) return { state: 'paid', reason: null };
  if (status === 'pending_payment' && isPayable(order, now))
    return payment?.status === 'failed'
      ? { state: 'failed', reason: payment.failureReason ?? 'The payment did not go through' }
      : { state: 'pending', reason: null };
  if (status === 'payment_failed') return { state: 'failed', reason: 'Online payment could not be started' };
  return {
    state: 'failed',
    reason: payment?.failureReason
      ? `${payment.failureReason}. The time to pay has run out`
      : 'The time to pay for this order has run out',
  };
}
