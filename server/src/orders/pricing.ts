import { QUANTITY_MAX } from '@store/contract/constants';
import type { BillingLine } from '@store/contract/orders';
import { discountedPrice, type PricedLine, savedPerPiece } from '@store/contract/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { productColors, products, skus } from '../db/schema';
import { HttpError } from '../http/http-error';

export interface ResolvedLine extends PricedLine {
  index: number;
  productId: number;
  productName: string;
  skuId: number;
  stock: number;
  color: string;
  size: string;
  image: string;
  mrpPaise: number;
}

/**
 * Re-prices the cart from the database: product -> colour (by name or id) -> SKU (by size).
 * The client's `amount` is never read. An unknown product, colour or size is a 400 naming the line.
 * Lines for one SKU (one product, colour and size, however the colour was written) are merged
 * into the first of them, and the 1-10 quantity rule applies to the merged line.
 */
export async function resolveLines(db: Db | Tx, lines: BillingLine[]): Promise<ResolvedLine[]> {
  const ids = [...new Set(lines.map((l) => l.id))];
  const productRows = await db
    .select()
    .from(products)
    .where(and(inArray(products.id, ids), eq(products.active, true)));
  const colorRows = await db.select().from(productColors).where(inArray(productColors.productId, ids));
  const skuRows = await db.select().from(skus).where(inArray(skus.productId, ids));

  const fields: Record<string, string> = {};
  const resolved: ResolvedLine[] = [];
  for (const [index, line] of lines.entries()) {
    const key = `products.${index}`;
    const product = productRows.find((p) => p.id === line.id);
    if (!product) {
      fields[key] = `Line ${index + 1}: this product is no longer available`;
      continue;
    }
    const wanted = String(line.color).trim().toLowerCase();
    const color = colorRows.find(
      (c) => c.productId === product.id && (String(c.id) === wanted || c.name.toLowerCase() === wanted),
    );
    if (!color) {
      fields[key] = `${product.name}: colour ${line.color} is not offered`;
      continue;
    }
    const size = line.size.trim().toUpperCase();
    const sku = skuRows.find((s) => s.colorId === color.id && s.size === size);
    if (!sku) {
      fields[key] = `${product.name}: size ${line.size} is not offered in ${color.name}`;
      continue;
    }
    resolved.push({
      index,
      productId: product.id,
      productName: product.name,
      skuId: sku.id,
      stock: sku.stock,
      color: color.name,
      size,
      image: color.images[0] ?? product.image1,
      mrpPaise: product.pricePaise,
      unitPaise: discountedPrice(product.pricePaise, product.discountPercent),
      savedPaise: savedPerPiece(product.pricePaise, product.discountPercent),
      quantity: line.quantity,
    });
  }
  const first = Object.values(fields)[0];
  if (first) throw new HttpError('validation_failed', first, fields);
  return mergeBySku(resolved);
}

// The contract's own words for a line over the limit (BillingLine in contract/src/orders.ts).
const TOO_MANY = `Quantity can be at most ${QUANTITY_MAX}`;

function mergeBySku(resolved: ResolvedLine[]): ResolvedLine[] {
  const bySku = new Map<number, ResolvedLine>();
  for (const l of resolved) {
    const kept = bySku.get(l.skuId);
    if (kept) kept.quantity += l.quantity;
    else bySku.set(l.skuId, { ...l });
  }
  const fields: Record<string, string> = {};
  for (const merged of bySku.values()) {
    if (merged.quantity <= QUANTITY_MAX) continue;
    // Every line that carries the variant is named, so the cart can show where the pieces are.
    for (const l of resolved) if (l.skuId === merged.skuId) fields[`products.${l.index}.quantity`] = TOO_MANY;
  }
  if (Object.keys(fields).length > 0) {
    const named = resolved.find((l) => fields[`products.${l.index}.quantity`]);
    const what = named ? `${named.productName} (${named.color}, ${named.size})` : 'one item';
    throw new HttpError('validation_failed', `${TOO_MANY} of ${what} in one order`, fields);
  }
  return [...bySku.values()];
}
