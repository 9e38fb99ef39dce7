import type { AdminColor, AdminProduct, AdminSku } from '@store/contract/admin-catalogue';
import { SIZES, type Size } from '@store/contract/constants';
import { productPath } from '@store/contract/slug';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { categories, productColors, products, similarProducts, skus } from '../../db/schema';

/** Orders that still hold their pieces: placed (or awaiting payment) and not yet shipped or cancelled (decision 0027). */
export const OPEN_LINE = sql`o.status in ('placed', 'pending_payment') and ol.tracking_status = 'Ordered'`;

interface SkuUse {
  skuId: number;
  reserved: number;
  lines: number;
}

/** Per SKU of the product: pieces open orders hold, and how many order lines (any state) name it. */
export async function skuUse(db: Db | Tx, productId: number): Promise<Map<number, SkuUse>> {
  const res = (await db.execute(sql`
    select ol.sku_id, coalesce(sum(ol.quantity) filter (where ${OPEN_LINE}), 0)::int as reserved, count(*)::int as lines
      from order_lines ol join orders o on o.id = ol.order_id
     where ol.product_id = ${productId}
     group by ol.sku_id`)) as unknown as { rows: { sku_id: number; reserved: number; lines: number }[] };
  return new Map(
    res.rows.map((r) => [
      Number(r.sku_id),
      { skuId: Number(r.sku_id), reserved: Number(r.reserved), lines: Number(r.lines) },
    ]),
  );
}

export interface LoadedProduct extends AdminProduct {
  /** sku ids by colour id and size, for the save's diff */
  skuIds: Map<string, number>;
  skuLines: Map<number, number>;
}

const sizeOrder = (s: string) => SIZES.indexOf(s as Size);

/** One product as the console edits it, or null. `lock` takes the row lock a save needs. */
export async function loadProduct(db: Db | Tx, id: number, lock = false): Promise<LoadedProduct | null> {
  const base = db
    .select({ p: products, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, id));
  const [row] = lock ? await base.for('update', { of: products }) : await base;
  if (!row) return null;
  const { p } = row;
  const colors = await db
    .select()
    .from(productColors)
    .where(eq(productColors.productId, id))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const stock = await db.select().from(skus).where(eq(skus.productId, id));
  const similar = await db
    .select({ id: products.id, name: products.name })
    .from(similarProducts)
    .innerJoin(products, eq(products.id, similarProducts.similarId))
    .where(eq(similarProducts.productId, id))
    .orderBy(asc(similarProducts.position), asc(similarProducts.similarId));
  const use = await skuUse(db, id);
  const skuIds = new Map<string, number>();
  const skuLines = new Map<number, number>();
  const colorList: AdminColor[] = colors.map((c) => ({
    id: c.id,
    name: c.name,
    hex: c.hex,
    images: c.images,
    sizes: stock
      .filter((k) => k.colorId === c.id)
      .sort((a, b) => sizeOrder(a.size) - sizeOrder(b.size))
      .map((k): AdminSku => {
        skuIds.set(`${c.id}|${k.size}`, k.id);
        skuLines.set(k.id, use.get(k.id)?.lines ?? 0);
        const reserved = use.get(k.id)?.reserved ?? 0;
        // on hand: what is left to sell plus what open orders hold (inventory/stock-levels.ts)
        return { size: k.size as Size, stock: k.stock + reserved, reserved, code: k.code };
      }),
  }));
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    category_id: p.categoryId,
    sub_category_id: p.subCategoryId,
    price_paise: p.pricePaise,
    discount_percent: p.discountPercent,
    description: p.description,
    specifications: p.specifications.map((s) => ({
      name: s.name,
      value: typeof s.value === 'boolean' ? (s.value ? 'Yes' : 'No') : s.value,
    })),
    size_chart: p.sizeChart,
    similar,
    active: p.active,
    colors: colorList,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    url: productPath({ id: p.id, slug: p.slug, category: { slug: row.categorySlug } }),
    skuIds,
    skuLines,
  };
}

/** The console's answer: the loaded product without the save's bookkeeping. */
export function presentProduct(p: LoadedProduct): AdminProduct {
  const { skuIds: _ids, skuLines: _lines, ...rest } = p;
  return rest;
}

/** What the audit log keeps of a product: its fields and colours, no bookkeeping. */
export function productSnapshot(p: LoadedProduct) {
  const { skuIds: _ids, skuLines: _lines, url: _url, created_at: _c, ...rest } = p;
  return rest;
}
