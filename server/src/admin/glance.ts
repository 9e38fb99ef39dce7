import type { Glance } from '@store/contract/admin';
import { toRupees } from '@store/contract/money';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { orderLines, orders, productColors, products, skus } from '../db/schema';
import { codDuePaise, refundDuePaise } from './order-actions';
import { boardWhere } from './orders-board';

export const LOW_STOCK = 3;
const DAY = 86_400_000;
/** Midnight in India (UTC+05:30) of the day `now` falls on. */
const istMidnight = (now: Date) => {
  const ist = now.getTime() + 5.5 * 3_600_000;
  return new Date(ist - (ist % DAY) - 5.5 * 3_600_000);
};

/** Today at a glance: each figure is also a filter of the board (web/app/admin/glance-page.tsx). */
export async function glance(deps: Deps, withRevenue: boolean): Promise<Glance> {
  const { db } = deps;
  const today = istMidnight(deps.now());
  const since = (days: number) => new Date(today.getTime() - (days - 1) * DAY);
  const [counts] = await db
    .select({
      today: sql<number>`count(*) filter (where ${orders.createdAt} >= ${today.toISOString()}::timestamptz)::int`,
      d7: sql<number>`count(*) filter (where ${orders.createdAt} >= ${since(7).toISOString()}::timestamptz)::int`,
      d30: sql<number>`count(*)::int`,
      rToday: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.createdAt} >= ${today.toISOString()}::timestamptz), 0)::bigint`,
      r7: sql<number>`coalesce(sum(${orders.totalPaise}) filter (where ${orders.createdAt} >= ${since(7).toISOString()}::timestamptz), 0)::bigint`,
      r30: sql<number>`coalesce(sum(${orders.totalPaise}), 0)::bigint`,
    })
    .from(orders)
    .where(and(eq(orders.status, 'placed'), gte(orders.createdAt, since(30))));
  const count = async (q: Parameters<typeof boardWhere>[0]) =>
    Number((await db.select({ n: sql<number>`count(*)::int` }).from(orders).where(boardWhere(q)))[0].n);
  const amountOf = async (q: Parameters<typeof boardWhere>[0], f: typeof refundDuePaise) => {
    const ids = (await db.select({ id: orders.id }).from(orders).where(boardWhere(q))).map((r) => r.id);
    if (ids.length === 0) return { count: 0, amount: 0 };
    const os = await db.select().from(orders).where(inArray(orders.id, ids));
    const ls = await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
    const paise = os.reduce((s, order) => s + f({ order, lines: ls.filter((l) => l.orderId === order.id) }), 0);
    return { count: ids.length, amount: toRupees(paise) };
  };
  const page = 1;
  const [toShip, exchanges, refunds, cod, low] = await Promise.all([
    count({ line: 'to_ship', page }),
    count({ line: 'exchange', page }),
    amountOf({ pay: 'refund_due', page }, refundDuePaise),
    amountOf({ cod: 'uncollected', page }, codDuePaise),
    db
      .select({
        product_id: products.id,
        name: products.name,
        color: productColors.name,
        size: skus.size,
        stock: skus.stock,
      })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(productColors, eq(productColors.id, skus.colorId))
      .where(and(eq(products.active, true), lte(skus.stock, LOW_STOCK)))
      .orderBy(asc(skus.stock), asc(products.name))
      .limit(20),
  ]);
  return {
    orders: { today: counts.today, d7: counts.d7, d30: counts.d30 },
    revenue: withRevenue
      ? { today: toRupees(Number(counts.rToday)), d7: toRupees(Number(counts.r7)), d30: toRupees(Number(counts.r30)) }
      : null,
    to_ship: toShip,
    exchanges,
    refunds_due: refunds,
    cod_to_collect: cod,
    low_stock: low,
  };
}
