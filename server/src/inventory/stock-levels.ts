import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { orderLines, orders, skus } from '../db/schema';
import { HttpError } from '../http/http-error';
import { skuCode } from './sku-codes';
import { refreshInventory } from './stock-moves';

/**
 * Stock the owner counts (decision 0027). `skus.stock` is what can still be sold: an order takes
 * it when placed (stock-moves.ts). The pieces of open orders' lines that took it and have not left
 * the shelf are "reserved"; the owner's shelf count, "on hand", is available + reserved. On hand
 * moves only when a line ships or the owner sets it: placing, cancelling and expiring an order
 * move pieces between available and reserved and leave it as it was.
 */

/** A line holds its pieces until it ships or is cancelled, while its order is live. */
export const HOLDING_LINE_STATUS = 'Ordered';
export const HOLDING_ORDER_STATUSES = ['placed', 'pending_payment'];
/** The most pieces one SKU may be set to (a typo guard, not a business rule). */
export const ON_HAND_MAX = 100_000;

export interface StockLevel {
  sku_id: number;
  product_id: number;
  /** the owner's code, or the derived `<product>-<colour>-<size>` (sku-codes.ts) */
  sku: string;
  available: number;
  reserved: number;
  on_hand: number;
}

export interface StockChange {
  skuId: number;
  /** the new shelf count */
  onHand: number;
  /** the on hand the owner saw when editing: refused (409) if it moved since, so no edit is lost */
  was?: number;
}

/** Pieces held by open orders per SKU (absent: none). */
export async function reservedBySku(db: Db | Tx, skuIds: number[]): Promise<Map<number, number>> {
  if (skuIds.length === 0) return new Map();
  const rows = await db
    .select({ skuId: orderLines.skuId, n: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        inArray(orderLines.skuId, skuIds),
        eq(orderLines.trackingStatus, HOLDING_LINE_STATUS),
        inArray(orders.status, HOLDING_ORDER_STATUSES),
      ),
    )
    .groupBy(orderLines.skuId);
  return new Map(rows.map((r) => [r.skuId, Number(r.n)]));
}

type SkuRow = Pick<typeof skus.$inferSelect, 'id' | 'productId' | 'colorId' | 'size' | 'stock' | 'code'>;

const levelOf = (s: SkuRow, reserved: Map<number, number>): StockLevel => {
  const held = reserved.get(s.id) ?? 0;
  return {
    sku_id: s.id,
    product_id: s.productId,
    sku: skuCode(s),
    available: s.stock,
    reserved: held,
    on_hand: s.stock + held,
  };
};

const skuColumns = {
  id: skus.id,
  productId: skus.productId,
  colorId: skus.colorId,
  size: skus.size,
  stock: skus.stock,
  code: skus.code,
};

/**
 * Locks these SKU rows in id order (the order every order takes stock in, so an edit and a
 * checkout cannot deadlock) and returns their levels, read after the locks are held.
 */
export async function lockStockLevels(tx: Tx, skuIds: number[]): Promise<StockLevel[]> {
  const ids = [...new Set(skuIds)].sort((a, b) => a - b);
  if (ids.length === 0) return [];
  const rows = await tx.select(skuColumns).from(skus).where(inArray(skus.id, ids)).orderBy(asc(skus.id)).for('update');
  const reserved = await reservedBySku(tx, ids);
  return rows.map((r) => levelOf(r, reserved));
}

/** Levels without locks, for pages that only show them. */
export async function readStockLevels(db: Db | Tx, skuIds: number[]): Promise<StockLevel[]> {
  if (skuIds.length === 0) return [];
  const rows = await db.select(skuColumns).from(skus).where(inArray(skus.id, skuIds)).orderBy(asc(skus.id));
  const reserved = await reservedBySku(db, skuIds);
  return rows.map((r) => levelOf(r, reserved));
}

const bad = (message: string, field: string) => new HttpError('validation_failed', message, { [field]: message });

/** Why each change may not be made, keyed by SKU code: below what open orders hold, or moved since seen. */
export function refusals(levels: Map<number, StockLevel>, changes: StockChange[]): Record<string, string> {
  const refused: Record<string, string> = {};
  for (const c of changes) {
    const l = levels.get(c.skuId);
    if (!l) continue;
    if (c.was !== undefined && c.was !== l.on_hand)
      refused[l.sku] = `${l.sku}: on hand changed to ${l.on_hand} since you loaded it`;
    else if (c.onHand < l.reserved)
      refused[l.sku] = `${l.sku}: open orders hold ${l.reserved}, so on hand cannot be below ${l.reserved}`;
  }
  return refused;
}

/**
 * Sets the owner's shelf counts of existing SKUs, in the caller's transaction (the caller runs it
 * inside `runStaffAction` and keeps `before`/`after` for the audit). Locks the SKUs in id order,
 * then refuses the whole change (409, every offending SKU named in `fields`) if a count is below
 * what open orders reserve, or moved since the owner saw it (`was`). Writes available = on hand -
 * reserved and refreshes the products' inventory (and cached pages). Unchanged counts are left
 * out of the answer. 400 for a count that is not a whole number from 0 to ON_HAND_MAX or a SKU
 * given twice, 404 for an unknown SKU.
 */
export async function setStockLevels(
  tx: Tx,
  changes: StockChange[],
): Promise<{ before: StockLevel[]; after: StockLevel[] }> {
  const seen = new Set<number>();
  for (const c of changes) {
    if (!Number.isInteger(c.onHand) || c.onHand < 0 || c.onHand > ON_HAND_MAX)
      throw bad(`On hand must be a whole number from 0 to ${ON_HAND_MAX}`, `sku.${c.skuId}`);
    if (seen.has(c.skuId)) throw bad('A SKU is given twice', `sku.${c.skuId}`);
    seen.add(c.skuId);
  }
  const current = await lockStockLevels(
    tx,
    changes.map((c) => c.skuId),
  );
  const byId = new Map(current.map((l) => [l.sku_id, l]));
  const missing = changes.filter((c) => !byId.has(c.skuId));
  if (missing.length > 0)
    throw new HttpError(
      'not_found',
      'Unknown SKU',
      Object.fromEntries(missing.map((c) => [`sku.${c.skuId}`, 'Unknown SKU'])),
    );
  const refused = refusals(byId, changes);
  if (Object.keys(refused).length > 0)
    throw new HttpError('conflict', Object.values(refused)[0], refused, { skus: Object.keys(refused) });
  const moved = changes.filter((c) => byId.get(c.skuId)!.on_hand !== c.onHand).sort((a, b) => a.skuId - b.skuId);
  const before: StockLevel[] = [];
  const after: StockLevel[] = [];
  for (const c of moved) {
    const l = byId.get(c.skuId)!;
    const available = c.onHand - l.reserved;
    await tx.update(skus).set({ stock: available }).where(eq(skus.id, c.skuId));
    before.push(l);
    after.push({ ...l, available, on_hand: c.onHand });
  }
  await refreshInventory(tx, [...new Set(moved.map((c) => byId.get(c.skuId)!.product_id))]);
  return { before, after };
}
