import { SIZES } from '@store/contract/constants';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';

/** Everything about one product before it has ids; the seed and the bulk generator build these. */
export interface ProductDraft {
  name: string;
  slug: string;
  categoryId: number;
  subCategoryId: number;
  pricePaise: number;
  discountPercent: number;
  description: string;
  specifications: { name: string; value: string | boolean }[];
  sizeChart: string | null;
  kind: string;
  searchText: string;
  createdAt: Date;
  sizes: string[];
  colors: { name: string; hex: string; images: string[]; stock: number[] /* per entry of sizes */ }[];
  reviews: { name: string; title: string; rating: number; comment: string; verifiedBuyer: boolean; createdAt: Date }[];
  /** indices into the same batch of drafts */
  similar: number[];
  unserviceable: string[];
}

const chunk = <T>(rows: T[], size: number): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
};

/** Ids taken from the sequences up front, so colours and SKUs can point at them in one pass. */
async function allocateIds(db: Db | Tx, table: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = (await db.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${n})`,
  )) as unknown as { rows: { id: number }[] };
  return res.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/**
 * Inserts drafts with multi-row INSERTs and writes the denormalised summary columns
 * (image_1, sizes, colours, inventory, rating) directly, which is what makes 100k products
 * fast. Returns the product ids in draft order.
 */
export async function insertDrafts(db: Db | Tx, drafts: ProductDraft[]): Promise<number[]> {
  const productIds = await allocateIds(db, 'products', drafts.length);
  const colorIds = await allocateIds(
    db,
    'product_colors',
    drafts.reduce((n, d) => n + d.colors.length, 0),
  );
  let nextColor = 0;
  const productRows: Row[] = [];
  const colorRows: Row[] = [];
  const skuRows: Row[] = [];
  const reviewRows: Row[] = [];
  const similarRows: Row[] = [];
  const pincodeRows: Row[] = [];

  drafts.forEach((d, i) => {
    const id = productIds[i];
    const swatches = d.colors.map((c, position) => {
      const colorId = colorIds[nextColor++];
      colorRows.push({ id: colorId, product_id: id, name: c.name, hex: c.hex, images: c.images, position });
      d.sizes.forEach((size, s) => {
        skuRows.push({ product_id: id, color_id: colorId, size, stock: c.stock[s] });
      });
      return { id: colorId, name: c.name, hex: c.hex };
    });
    const ratingSum = d.reviews.reduce((n, r) => n + r.rating, 0);
    productRows.push({
      id,
      name: d.name,
      slug: d.slug,
      category_id: d.categoryId,
      sub_category_id: d.subCategoryId,
      price_paise: d.pricePaise,
      discount_percent: d.discountPercent,
      description: d.description,
      specifications: d.specifications,
      size_chart: d.sizeChart,
      kind: d.kind,
      search_text: d.searchText,
      created_at: d.createdAt.toISOString(),
      image_1: d.colors[0]?.images[0] ?? '',
      sizes: SIZES.filter((s) => d.sizes.includes(s)),
      color_names: d.colors.map((c) => c.name.toLowerCase()),
      color_swatches: swatches,
      inventory: d.colors.reduce((n, c) => n + c.stock.reduce((m, s) => m + s, 0), 0),
      rating_avg: d.reviews.length ? Math.round((ratingSum / d.reviews.length) * 100) / 100 : 0,
      rating_count: d.reviews.length,
    });
    for (const r of d.reviews)
      reviewRows.push({
        product_id: id,
        name: r.name,
        title: r.title,
        rating: r.rating,
        comment: r.comment,
        verified_buyer: r.verifiedBuyer,
        created_at: r.createdAt.toISOString(),
      });
    d.similar.forEach((j, position) => {
      similarRows.push({ product_id: id, similar_id: productIds[j], position });
    });
    for (const pincode of d.unserviceable) pincodeRows.push({ product_id: id, pincode });
  });

  await insertJson(db, 'products', PRODUCT_COLUMNS, productRows);
  await insertJson(db, 'product_colors', COLOR_COLUMNS, colorRows);
  await insertJson(db, 'skus', SKU_COLUMNS, skuRows);
  await insertJson(db, 'reviews', REVIEW_COLUMNS, reviewRows);
  await insertJson(db, 'similar_products', SIMILAR_COLUMNS, similarRows);
  await insertJson(db, 'product_unserviceable_pincodes', PINCODE_COLUMNS, pincodeRows);
  return productIds;
}

type Row = Record<string, unknown>;
const PRODUCT_COLUMNS =
  'id int, name text, slug text, category_id int, sub_category_id int, price_paise int, discount_percent int, description text, specifications jsonb, size_chart text, kind text, search_text text, created_at timestamptz, image_1 text, sizes text[], color_names text[], color_swatches jsonb, inventory int, rating_avg numeric, rating_count int';
const COLOR_COLUMNS = 'id int, product_id int, name text, hex text, images jsonb, position int';
const SKU_COLUMNS = 'product_id int, color_id int, size text, stock int';
const REVIEW_COLUMNS =
  'product_id int, name text, title text, rating int, comment text, verified_buyer boolean, created_at timestamptz';
const SIMILAR_COLUMNS = 'product_id int, similar_id int, position int';
const PINCODE_COLUMNS = 'product_id int, pincode text';

/**
 * One INSERT per few thousand rows with the rows as a single JSON parameter: PostgreSQL
 * (and PGlite) unpack it with jsonb_to_recordset. Building tens of thousands of bind
 * parameters through the query builder cost more than the inserts themselves.
 */
async function insertJson(db: Db | Tx, table: string, columns: string, rows: Row[]) {
  const names = columns.split(',').map((c) => c.trim().split(' ')[0]);
  for (const part of chunk(rows, 5000)) {
    await db.execute(
      sql`insert into ${sql.identifier(table)} (${sql.raw(names.join(', '))}) select ${sql.raw(names.join(', '))} from jsonb_to_recordset(${JSON.stringify(part)}::jsonb) as x(${sql.raw(columns)})`,
    );
  }
}
