import type { BillingLine } from '@store/contract/orders';
import { discountedPrice, type PricedLine, savedPerPiece } from '@store/contract/pricing';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { productColors, products, skus } from '../db/schema';
import { HttpError } from '../http-error';

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
  return resolved;
}
