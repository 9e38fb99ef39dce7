import type { BoardQuery } from '@store/contract/admin';
import { ADMIN_BOARD_PAGE_SIZE, type BoardOrder, type BoardPage, type BoardQuery as Q } from '@store/contract/admin';
import type { TrackingStatus } from '@store/contract/constants';
import { toRupees } from '@store/contract/money';
import { orderNumber } from '@store/contract/orders';
import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../app-env';
import type { Db } from '../db/client';
import { codCollections, orderLines, orders, payments, users } from '../db/schema';
import { paymentState } from '../orders/order-detail';

type Query = z.output<typeof BoardQuery>;

export type { Q };

const LINE_STATUS: Record<NonNullable<Query['line']>, TrackingStatus> = {
  to_ship: 'Ordered',
  shipped: 'Shipped',
  out_for_delivery: 'Out For Delivery',
  delivered: 'Delivered',
  exchange: 'Exchange Requested',
  cancelled: 'Cancelled',
};
const hasLine = (cond: SQL) =>
  sql`exists (select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${cond})`;
const refundOpen = hasLine(sql`${orderLines.refundDue} and ${orderLines.refundedAt} is null`);
const collected = sql`exists (select 1 from ${codCollections} where ${codCollections.orderId} = ${orders.id})`;

const PAY: Record<NonNullable<Query['pay']>, SQL> = {
  refund_due: refundOpen,
  refunded: sql`${hasLine(sql`${orderLines.refundDue}`)} and not ${refundOpen}`,
  cod: sql`${orders.paymentMode} = 'Cash On Delivery' and ${orders.status} = 'placed' and not ${collected}`,
  paid: sql`((${orders.paymentMode} = 'Online' and ${orders.paidAt} is not null) or ${collected}) and not ${refundOpen}`,
  pending: sql`${orders.status} = 'pending_payment'`,
  failed: sql`${orders.status} in ('payment_failed', 'expired')`,
};

/** Dates are the shop's days, in India (UTC+05:30). */
const istDay = (d: string, plusDays = 0) => new Date(new Date(`${d}T00:00:00+05:30`).getTime() + plusDays * 86_400_000);

/** What the search box means: an order number, a mobile, an e-mail, or a name. */
function searchCondition(raw: string): SQL | undefined {
  const q = raw.trim();
  if (!q) return undefined;
  const num = /^(?:SF)?0*(\d{1,9})$/i.exec(q);
  if (num && !/^\d{10}$/.test(q)) return eq(orders.id, Number(num[1]));
  const digits = q.replace(/[\s+-]/g, '').replace(/^(?:91|0)(?=\d{10}$)/, '');
  if (/^\d{10}$/.test(digits))
    return sql`(${users.phoneNumber} = ${digits} or ${orders.address}->>'phone_number' = ${digits})`;
  const like = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  if (q.includes('@')) return sql`${users.email} ilike ${like}`;
  return sql`(${users.name} ilike ${like} or ${orders.address}->>'name' ilike ${like})`;
}

export function boardWhere(q: Query): SQL | undefined {
  return and(
    q.q ? searchCondition(q.q) : undefined,
    q.status ? eq(orders.status, q.status) : undefined,
    q.line ? hasLine(sql`${orderLines.trackingStatus} = ${LINE_STATUS[q.line]}`) : undefined,
    q.line === 'to_ship' ? eq(orders.status, 'placed') : undefined,
    q.mode ? eq(orders.paymentMode, q.mode) : undefined,
    q.pay ? PAY[q.pay] : undefined,
    q.cod === 'uncollected'
      ? sql`${PAY.cod} and not ${hasLine(sql`${orderLines.trackingStatus} in ('Ordered', 'Shipped', 'Out For Delivery')`)} and ${hasLine(sql`${orderLines.trackingStatus} <> 'Cancelled'`)}`
      : undefined,
    q.from ? sql`${orders.createdAt} >= ${istDay(q.from).toISOString()}::timestamptz` : undefined,
    q.to ? sql`${orders.createdAt} < ${istDay(q.to, 1).toISOString()}::timestamptz` : undefined,
    q.pincode ? sql`${orders.address}->>'pin_code' like ${`${q.pincode}%`}` : undefined,
    q.state ? sql`${orders.address}->>'state' ilike ${q.state}` : undefined,
  );
}

/** Newest first, ADMIN_BOARD_PAGE_SIZE a page, counted on the server. */
export async function boardPage(deps: Deps, q: Query): Promise<BoardPage> {
  const { db } = deps;
  const where = boardWhere(q);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where);
  const rows = await db
    .select({ order: orders, user: { name: users.name, email: users.email, phone: users.phoneNumber } })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.id))
    .limit(ADMIN_BOARD_PAGE_SIZE)
    .offset((q.page - 1) * ADMIN_BOARD_PAGE_SIZE);
  return {
    orders: await presentOrders(db, rows, deps.now()),
    page: q.page,
    page_size: ADMIN_BOARD_PAGE_SIZE,
    total: Number(total),
  };
}

type Row = { order: typeof orders.$inferSelect; user: { name: string; email: string; phone: string } };

export async function presentOrders(db: Db, rows: Row[], now: Date): Promise<BoardOrder[]> {
  const ids = rows.map((r) => r.order.id);
  if (ids.length === 0) return [];
  const lines = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  const pays = await db.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(desc(payments.id));
  const cods = await db.select().from(codCollections).where(inArray(codCollections.orderId, ids));
  return rows.map(({ order, user }) => {
    const own = lines.filter((l) => l.orderId === order.id);
    return {
      id: order.id,
      order_number: orderNumber(order.id),
      status: order.status,
      payment_mode: order.paymentMode,
      payment_state: paymentState(
        order,
        own,
        pays.find((p) => p.orderId === order.id),
        now,
      ).state,
      total: toRupees(order.totalPaise),
      created_at: order.createdAt.toISOString(),
      customer: { id: order.userId, ...user },
      city: order.address.city,
      state: order.address.state,
      pin_code: order.address.pin_code,
      cod_collected_on: cods.find((c) => c.orderId === order.id)?.at.toISOString() ?? null,
      lines: own.map((l) => ({
        id: l.id,
        product: l.productName,
        color: l.color,
        size: l.size,
        quantity: l.quantity,
        amount: toRupees(l.unitPaise),
        tracking_status: l.trackingStatus as TrackingStatus,
        refund_due: l.refundDue,
        refunded_on: l.refundedAt?.toISOString() ?? null,
        courier: l.courier,
        tracking_number: l.trackingNumber,
        cancel_reason: l.cancelReason,
        exchange_reason: l.exchangeReason,
        exchange_desc: l.exchangeDesc,
        updated_on: l.updatedOn.toISOString(),
      })),
    };
  });
}
