import type { OutOfStockItem } from '@store/contract/orders';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import { refreshInventory } from '../catalog/product-summary';
import { releaseCoupon } from '../coupons/coupon-rules';
import type { Tx } from '../db/client';
import { orderLines, skus } from '../db/schema';
import { HttpError } from '../http-error';

interface StockLine {
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

/**
 * Gives back the stock of an order's lines that still hold it (not Cancelled), and its coupon
 * use. For an order leaving the live states (expired, or wholly cancelled).
 */
export async function releaseOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  const held = await tx
    .select({ skuId: orderLines.skuId, productId: orderLines.productId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.trackingStatus, 'Cancelled')))
    .orderBy(orderLines.skuId);
  for (const l of held) await giveBack(tx, l.skuId, l.quantity);
  await refreshInventory(tx, [...new Set(held.map((l) => l.productId))]);
  await releaseCoupon(tx, orderId, now);
}

export async function giveBack(tx: Tx, skuId: number, quantity: number): Promise<void> {
  await tx
    .update(skus)
    .set({ stock: sql`${skus.stock} + ${quantity}` })
    .where(eq(skus.id, skuId));
}
