import type { OutOfStockItem } from '@store/contract/orders';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { invalidateProducts } from '../catalog/catalog-cache';
import type { Db, Tx } from '../db/client';
import { orderLines, products, skus } from '../db/schema';
import { HttpError } from '../http/http-error';

/**
 * The one owner of `skus.stock` (with stock-levels.ts for the owner's counts): orders, payments
 * and the console move stock only through these functions, so the rules of decision 0008 (take in
 * SKU id order, never below zero, give back exactly once) live in one place.
 */

export interface StockLine {
  index: number;
  productId: number;
  productName: string;
  skuId: number;
  color: string;
  size: string;
  quantity: number;
}

/**
 * Takes stock with one conditional decrement per SKU, in SKU id order so that two orders
 * touching the same SKUs lock them in the same order and cannot deadlock. The decrement holds
 * the row lock until commit: a concurrent order for the last piece waits, then finds none.
 * Every short SKU is reported, then the transaction is rolled back by the throw.
 */
export async function takeStock(tx: Tx, lines: StockLine[]): Promise<void> {
  const perSku = new Map<number, number>();
  for (const l of lines) perSku.set(l.skuId, (perSku.get(l.skuId) ?? 0) + l.quantity);
  const short = new Set<number>();
  for (const skuId of [...perSku.keys()].sort((a, b) => a - b)) {
    const q = perSku.get(skuId)!;
    const [row] = await tx
      .update(skus)
      .set({ stock: sql`${skus.stock} - ${q}` })
      .where(and(eq(skus.id, skuId), gte(skus.stock, q)))
      .returning({ id: skus.id });
    if (!row) short.add(skuId);
  }
  if (short.size > 0) {
    const available = await tx
      .select({ id: skus.id, stock: skus.stock })
      .from(skus)
      .where(inArray(skus.id, [...short]));
    const items: OutOfStockItem[] = [];
    const fields: Record<string, string> = {};
    for (const l of lines.filter((x) => short.has(x.skuId))) {
      const left = available.find((a) => a.id === l.skuId)?.stock ?? 0;
      items.push({ index: l.index, id: l.productId, color: l.color, size: l.size, available: left });
      fields[`products.${l.index}`] =
        left > 0
          ? `${l.productName} (${l.color}, ${l.size}): only ${left} left`
          : `${l.productName} (${l.color}, ${l.size}) is out of stock`;
    }
    throw new HttpError('out_of_stock', Object.values(fields)[0], fields, { items });
  }
  await refreshInventory(tx, [...new Set(lines.map((l) => l.productId))]);
}

/** Puts pieces back on sale (a cancelled line); the caller refreshes the product's inventory. */
export async function giveBack(tx: Tx, skuId: number, quantity: number): Promise<void> {
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${quantity}` })
    .where(eq(skus.id, skuId));
}

/** Gives back the stock of an order's lines that still hold it (not Cancelled), in SKU id order. */
export async function releaseOrderStock(tx: Tx, orderId: number): Promise<void> {
  const held = await tx
    .select({ skuId: orderLines.skuId, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.trackingStatus, 'Cancelled')))
    .orderBy(orderLines.skuId);
  for (const l of held) await giveBack(tx, l.skuId, l.quantity);
  await refreshInventory(tx, [...new Set(held.map((l) => l.productId))]);
}

/**
 * Rewrites products' denormalised `inventory` (cards, "sold out" filters) from their SKUs and
 * drops their cached answers: the cheap refresh after stock moves (orders, cancels, expiries,
 * the owner's counts).
 */
export async function refreshInventory(db: Db | Tx, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      inventory: sql`(select coalesce(sum(${skus.stock}), 0) from ${skus} where ${skus.productId} = ${products.id})`,
    })
    .where(inArray(products.id, productIds));
  invalidateProducts(productIds);
}
