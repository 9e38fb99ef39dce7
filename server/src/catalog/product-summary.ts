import { SIZES } from '@store/contract/constants';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { productColors, products, skus } from '../db/schema';
import { invalidateCatalogue } from './catalog-cache';

/**
 * Cards and listing filters read denormalised columns of `products` (sizes, colours, first
 * image, inventory) so that a listing page is one indexed query. This rewrites them from the
 * colours and SKUs; call it whenever those change (seed, factories); stock moves alone
 * refresh only `inventory` (inventory/stock-moves.ts).
 */
export async function refreshProductSummary(db: Db | Tx, productIds: number[]): Promise<void> {
  if (productIds.length === 0) return;
  // Sizes and colours feed every listing's filters and facets, not only these products' cards.
  invalidateCatalogue();
  const colors = await db
    .select()
    .from(productColors)
    .where(inArray(productColors.productId, productIds))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const stock = await db
    .select({ productId: skus.productId, size: skus.size, stock: skus.stock })
    .from(skus)
    .where(inArray(skus.productId, productIds));
  for (const id of productIds) {
    const own = colors.filter((c) => c.productId === id);
    const rows = stock.filter((s) => s.productId === id);
    const offered = new Set(rows.map((r) => r.size));
    await db
      .update(products)
      .set({
        image1: own[0]?.images[0] ?? '',
        sizes: SIZES.filter((s) => offered.has(s)),
        colorNames: own.map((c) => c.name.toLowerCase()),
        colorSwatches: own.map((c) => ({ id: c.id, name: c.name, hex: c.hex })),
        inventory: rows.reduce((n, r) => n + r.stock, 0),
      })
      .where(eq(products.id, id));
  }
}
