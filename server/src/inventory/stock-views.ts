import { type ProductStock, STOCK_LOW_BELOW, STOCK_PAGE_SIZE, type StockPage } from '@store/contract/admin-stock';
import type { StockQuery } from '@store/contract/admin-stock-input';
import { SIZES } from '@store/contract/constants';
import { and, asc, between, eq, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client';
import { productColors, products, skus } from '../db/schema';
import { HttpError } from '../http/http-error';
import { skuCode } from './sku-codes';
import { reservedBySku } from './stock-levels';

/** Sizes in the shop's order (XS before 4XL), not the alphabet's. */
const sizeOrder = sql`array_position(array[${sql.join(
  SIZES.map((s) => sql`${s}`),
  sql`, `,
)}]::text[], ${skus.size})`;

/** One product's stock as a colour x size grid: available, reserved, on hand and SKU code. */
export async function productStock(db: Db, productId: number): Promise<ProductStock> {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      active: products.active,
      image_1: products.image1,
    })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new HttpError('not_found', 'Product not found');
  const colors = await db
    .select({ id: productColors.id, name: productColors.name, hex: productColors.hex })
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const rows = await db.select().from(skus).where(eq(skus.productId, productId)).orderBy(asc(skus.id));
  const reserved = await reservedBySku(
    db,
    rows.map((r) => r.id),
  );
  const offered = new Set(rows.map((r) => r.size));
  return {
    product,
    colors,
    sizes: SIZES.filter((s) => offered.has(s)),
    cells: rows.map((r) => {
      const held = reserved.get(r.id) ?? 0;
      return {
        sku_id: r.id,
        color_id: r.colorId,
        size: r.size,
        sku: skuCode(r),
        code: r.code,
        available: r.stock,
        reserved: held,
        on_hand: r.stock + held,
      };
    }),
  };
}

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Every SKU across products for the quick-edit table, by product name then colour and size:
 * searched by product name or SKU code (the owner's or the derived one), filtered to low or
 * sold-out sizes (by what is available to sell).
 */
export async function stockPage(db: Db, q: z.output<typeof StockQuery>): Promise<StockPage> {
  const term = q.q?.trim();
  const derived = sql`${skus.productId}::text || '-' || ${skus.colorId}::text || '-' || ${skus.size}`;
  const where: SQL | undefined = and(
    term
      ? sql`(${products.name} ilike ${like(term)} or upper(coalesce(${skus.code}, ${derived})) like upper(${like(term)}))`
      : undefined,
    q.filter === 'out'
      ? eq(skus.stock, 0)
      : q.filter === 'low'
        ? between(skus.stock, 1, STOCK_LOW_BELOW - 1)
        : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .where(where);
  const rows = await db
    .select({ sku: skus, product: { id: products.id, name: products.name }, color: productColors.name })
    .from(skus)
    .innerJoin(products, eq(products.id, skus.productId))
    .innerJoin(productColors, eq(productColors.id, skus.colorId))
    .where(where)
    .orderBy(asc(products.name), asc(products.id), asc(productColors.position), asc(productColors.id), sizeOrder)
    .limit(STOCK_PAGE_SIZE)
    .offset((q.page - 1) * STOCK_PAGE_SIZE);
  const reserved = await reservedBySku(
    db,
    rows.map((r) => r.sku.id),
  );
  return {
    rows: rows.map(({ sku, product, color }) => {
      const held = reserved.get(sku.id) ?? 0;
      return {
        sku_id: sku.id,
        color_id: sku.colorId,
        size: sku.size,
        sku: skuCode(sku),
        code: sku.code,
        available: sku.stock,
        reserved: held,
        on_hand: sku.stock + held,
        product,
        color,
      };
    }),
    total: Number(total),
    page: q.page,
    page_size: STOCK_PAGE_SIZE,
  };
}
