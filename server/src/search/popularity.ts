import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** Popularity counts orders placed in this many days before now. */
export const POPULARITY_DAYS = 30;
/** How old the counts may grow before a listing sorted by popularity refreshes them. */
export const POPULARITY_REFRESH_MS = 10 * 60_000;

/**
 * Writes `products.orders_30d`: how many placed orders (cash on delivery, or paid) of the last
 * 30 days hold the product. A stored count lets the Popularity sort read a page in index order
 * (migration 0010) instead of counting every product's orders on each listing. Only products
 * whose count changed are written (an inactive product keeps its count until it sells again).
 * Returns how many changed.
 */
export async function refreshPopularity(db: Db, now: Date): Promise<number> {
  const since = new Date(now.getTime() - POPULARITY_DAYS * 86_400_000).toISOString();
  // Only products with orders now, or with a count to clear: those are found through the
  // category popularity indexes (orders_30d > 0), never by reading every product. The refresh
  // runs on the embedded database's one thread, where a whole-table pass stalled every
  // request for half a second at 100k products.
  const result = (await db.execute(sql`
    with counts as (
      select l.product_id, count(distinct l.order_id)::int as n
        from order_lines l join orders o on o.id = l.order_id
       where o.status = 'placed' and o.created_at > ${since}::timestamptz
       group by l.product_id),
    targets as (
      select product_id as id, n from counts
      union all
      select p.id, 0 from products p
       where p.category_id in (select id from categories) and p.active and p.orders_30d > 0
         and not exists (select 1 from counts c where c.product_id = p.id))
    update products p set orders_30d = t.n
      from targets t
     where p.id = t.id and p.orders_30d <> t.n`)) as unknown as { affectedRows?: number; rowCount?: number };
  return Number(result.affectedRows ?? result.rowCount ?? 0);
}

const lastRefresh = new WeakMap<object, number>();

/**
 * Called by a listing sorted by popularity: when the counts are older than
 * POPULARITY_REFRESH_MS in this process, refreshes them behind the answer (the sort reads
 * the stored counts meanwhile; listings cached from them expire within a minute).
 */
export function keepPopularityFresh(db: Db, now = Date.now()): void {
  if (now - (lastRefresh.get(db) ?? 0) < POPULARITY_REFRESH_MS) return;
  lastRefresh.set(db, now);
  refreshPopularity(db, new Date(now)).catch(() => lastRefresh.delete(db));
}
