import { SIZES } from '@store/contract/constants';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { productColors, products, reviews, similarProducts, skus, unserviceablePincodes } from '../schema';

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
  const productRows: (typeof products.$inferInsert)[] = [];
  const colorRows: (typeof productColors.$inferInsert)[] = [];
  const skuRows: (typeof skus.$inferInsert)[] = [];
  const reviewRows: (typeof reviews.$inferInsert)[] = [];
  const similarRows: (typeof similarProducts.$inferInsert)[] = [];
  const pincodeRows: (typeof unserviceablePincodes.$inferInsert)[] = [];

  drafts.forEach((d, i) => {
    const id = productIds[i];
    const swatches = d.colors.map((c, position) => {
      const colorId = colorIds[nextColor++];
      colorRows.push({ id: colorId, productId: id, name: c.name, hex: c.hex, images: c.images, position });
      d.sizes.forEach((size, s) => {
        skuRows.push({ productId: id, colorId, size, stock: c.stock[s] });
      });
      return { id: colorId, name: c.name, hex: c.hex };
    });
    const ratingSum = d.reviews.reduce((n, r) => n + r.rating, 0);
    productRows.push({
      id,
      name: d.name,
      slug: d.slug,
      categoryId: d.categoryId,
      subCategoryId: d.subCategoryId,
      pricePaise: d.pricePaise,
      discountPercent: d.discountPercent,
      description: d.description,
      specifications: d.specifications,
      sizeChart: d.sizeChart,
      kind: d.kind,
      searchText: d.searchText,
      createdAt: d.createdAt,
      image1: d.colors[0]?.images[0] ?? '',
      sizes: SIZES.filter((s) => d.sizes.includes(s)),
      colorNames: d.colors.map((c) => c.name.toLowerCase()),
      colorSwatches: swatches,
      inventory: d.colors.reduce((n, c) => n + c.stock.reduce((m, s) => m + s, 0), 0),
      ratingAvg: d.reviews.length ? Math.round((ratingSum / d.reviews.length) * 100) / 100 : 0,
      ratingCount: d.reviews.length,
    });
    for (const r of d.reviews) reviewRows.push({ productId: id, ...r });
    d.similar.forEach((j, position) => {
      similarRows.push({ productId: id, similarId: productIds[j], position });
    });
    for (const pincode of d.unserviceable) pincodeRows.push({ productId: id, pincode });
  });

  // Batches stay well under PostgreSQL's 65,535 bind parameters per statement.
  for (const rows of chunk(productRows, 1000)) await db.insert(products).values(rows);
  for (const rows of chunk(colorRows, 4000)) await db.insert(productColors).values(rows);
  for (const rows of chunk(skuRows, 8000)) await db.insert(skus).values(rows);
  for (const rows of chunk(reviewRows, 4000)) await db.insert(reviews).values(rows);
  for (const rows of chunk(similarRows, 10000)) await db.insert(similarProducts).values(rows);
  for (const rows of chunk(pincodeRows, 10000)) await db.insert(unserviceablePincodes).values(rows);
  return productIds;
}
