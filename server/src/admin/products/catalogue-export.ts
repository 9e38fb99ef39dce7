import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '@store/contract/admin-catalogue';
import type { ProductsQuery } from '@store/contract/admin-products';
import { SIZES, type Size } from '@store/contract/constants';
import { stringify } from 'csv-stringify/sync';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Deps } from '../../app-env';
import { categories, productColors, products, similarProducts, skus, subCategories } from '../../db/schema';
import { reservedBySku } from '../../inventory/stock-levels';
import { productFilter } from './product-list';

/** Products read per query while the file streams out. */
const BATCH = 200;

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading
 * apostrophe, which spreadsheets hide; the import strips it again (catalogue-import-parse.ts).
 */
export const safeCell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

type Row = Record<CatalogueCsvColumn, string>;

/**
 * The catalogue (or the list's filtered part) as CSV, one row per product x colour x size, in the
 * shape the import reads (contract/src/admin-catalogue.ts CATALOGUE_CSV_COLUMNS). Streamed in
 * batches of products, so 100k products never sit in memory at once.
 */
export function exportCatalogue(deps: Deps, q: ProductsQuery): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after = 0;
  let first = true;
  return new ReadableStream({
    async pull(controller) {
      const chunk = await batchRows(deps, q, after);
      if (first) {
        // a BOM, so spreadsheet programs read the rupee sign and Hindi names as UTF-8
        controller.enqueue(encoder.encode(`\ufeff${stringify([[...CATALOGUE_CSV_COLUMNS]])}`));
        first = false;
      }
      if (chunk.rows.length)
        controller.enqueue(encoder.encode(stringify(chunk.rows, { columns: [...CATALOGUE_CSV_COLUMNS] })));
      if (chunk.lastId === null) controller.close();
      else after = chunk.lastId;
    },
  });
}

async function batchRows(deps: Deps, q: ProductsQuery, after: number): Promise<{ rows: Row[]; lastId: number | null }> {
  const { db } = deps;
  const list = await db
    .select({ p: products, category: categories.name, sub: subCategories.name })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(subCategories, eq(subCategories.id, products.subCategoryId))
    .where(and(productFilter(q), gt(products.id, after)))
    .orderBy(asc(products.id))
    .limit(BATCH);
  if (list.length === 0) return { rows: [], lastId: null };
  const ids = list.map((r) => r.p.id);
  const colors = await db
    .select()
    .from(productColors)
    .where(inArray(productColors.productId, ids))
    .orderBy(asc(productColors.position), asc(productColors.id));
  const stock = await db.select().from(skus).where(inArray(skus.productId, ids));
  const reserved = await reservedBySku(
    db,
    stock.map((k) => k.id),
  );
  const similar = await db
    .select()
    .from(similarProducts)
    .where(inArray(similarProducts.productId, ids))
    .orderBy(asc(similarProducts.position));
  const rows: Row[] = [];
  for (const { p, category, sub } of list) {
    const product: Row = {
      product_id: String(p.id),
      name: p.name,
      slug: p.slug,
      category,
      sub_category: sub,
      price_rupees: (p.pricePaise / 100).toFixed(2).replace(/\.00$/, ''),
      discount_percent: String(p.discountPercent),
      active: p.active ? 'yes' : 'no',
      description: p.description,
      specifications: p.specifications
        .map((s) => `${s.name}: ${typeof s.value === 'boolean' ? (s.value ? 'Yes' : 'No') : s.value}`)
        .join(' | '),
      size_chart: p.sizeChart ?? '',
      similar_ids: similar
        .filter((s) => s.productId === p.id)
        .map((s) => s.similarId)
        .join('|'),
      color: '',
      swatch: '',
      images: '',
      size: '',
      stock: '',
      sku_code: '',
    };
    const own = colors.filter((c) => c.productId === p.id);
    if (own.length === 0) rows.push(product);
    for (const c of own) {
      const colour = { ...product, color: c.name, swatch: c.hex, images: c.images.join('|') };
      const sizes = stock
        .filter((k) => k.colorId === c.id)
        .sort((a, b) => SIZES.indexOf(a.size as Size) - SIZES.indexOf(b.size as Size));
      if (sizes.length === 0) rows.push(colour);
      for (const k of sizes) // on hand, as the editor and the stock CSV give it (inventory/stock-levels.ts)
        rows.push({
          ...colour,
          size: k.size,
          stock: String(k.stock + (reserved.get(k.id) ?? 0)),
          sku_code: k.code ?? '',
        });
    }
  }
  for (const r of rows) for (const key of CATALOGUE_CSV_COLUMNS) r[key] = safeCell(r[key]);
  return { rows, lastId: list.length < BATCH ? null : ids[ids.length - 1] };
}
