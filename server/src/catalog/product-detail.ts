import type { LineProduct, ProductColor, ProductDetail, Review } from '@store/contract/catalog';
import { SIZES } from '@store/contract/constants';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@store/contract/images';
import { isRichText } from '@store/contract/rich-text';
import { and, eq, sql } from 'drizzle-orm';
import { sanitizeContentHtml } from '../content/sanitize';
import type { Db } from '../db/client';
import { products } from '../db/schema';
import { BATCH_KEYS, BatchedReads } from './batched-reads';
import { AnswerCache, dbKey } from './catalog-cache';
import { type CardRow, newestFirst, selectCards, toCard } from './presenters';

/** Newest reviews shown on the page; the rating count covers all of them. */
export const DETAIL_REVIEWS = 50;
export const SIMILAR_MAX = 12;

/**
 * Product pages cached. Each costs ~12.5 KB (its object, JSON and Brotli form), so 12,000 take
 * ~150 MB, what 5,000 took while their compressed bytes held zlib's 16 KB buffers. Fresh for a
 * minute, not 20 s: every page asked for reloads once per time to live, and at 100,000 products
 * with pages asked at random that was 500 reloads a second, the database's busiest work and the
 * API's slowest answers (bench/README.md, "Product pages at 100,000 products"). This copy's own
 * writes still drop a page at once; another copy's show within two minutes, as the answer's
 * public Cache-Control (a minute, then revalidated behind) already allows a browser or CDN.
 */
const PAGES_KEPT = 12_000;
const pages = new AnswerCache({ maxEntries: PAGES_KEPT, ttlMs: 60_000, maxAbsent: 1_000 });

const pageKey = (db: Db, id: number) => `${dbKey(db)}|${id}`;

/**
 * getProductDetail through the catalogue cache, tagged with the product and its similar ones.
 * An unknown id's null is kept too (a link to a removed product is asked for again), among at
 * most 1,000 such: ids are free to invent, and 12,000 of them would otherwise empty the cache.
 */
export function cachedProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  return pages.get(
    pageKey(db, id),
    () => getProductDetail(db, id),
    (p) => (p ? [p.id, ...p.similar_products.map((s) => s.id)] : [id]),
  );
}

/**
 * Reads the pages of the products the listings show first (the newest active ones, their default
 * order) into memory after start-up, as many as the cache keeps, one statement of 50 at a time so
 * shoppers' own misses keep the database's second statement. After a restart at 100,000 products
 * nearly every page asked was a miss for the first half minute, p99 36-100 ms at 1,000 pages a
 * second (bench/README.md, "a started store reads its catalogue before it takes traffic").
 * Answers how many it read.
 */
export async function warmProductPages(db: Db, count = PAGES_KEPT): Promise<number> {
  const newest = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.active, true))
    .orderBy(...newestFirst(products.createdAt, products.id))
    .limit(count);
  for (let i = 0; i < newest.length; i += BATCH_KEYS)
    await Promise.all(newest.slice(i, i + BATCH_KEYS).map(({ id }) => cachedProductDetail(db, id)));
  return newest.length;
}

/** Whether the product's page (or its absence) is in memory: reading it costs no database work. */
export const productDetailCached = (db: Db, id: number) => pages.has(pageKey(db, id));

/** A product page cut to what a stored cart or wishlist line is checked against (LineProduct). */
export function lineProduct(p: ProductDetail): LineProduct {
  return {
    id: p.id,
    name: p.name,
    image_1: p.image_1,
    price: p.price,
    discounted_price: p.discounted_price,
    colors: p.colors.map((c) => ({
      id: c.id,
      name: c.name,
      images: c.images.slice(0, 1),
      stock: c.stock,
      sizes: c.sizes,
      stock_by_size: c.stock_by_size,
    })),
  };
}

/** Newest cards of a sub-category, for product pages without curated similar products. */
const newestOfSub = new AnswerCache();

interface ColorRow {
  id: number;
  name: string;
  hex: string;
  images: string[];
  skus: { size: string; stock: number }[] | null;
}
/** A review as json_agg gives it: the API's shape, with created_at in PostgreSQL's text form. */
type ReviewRow = Review;

/** What the database's product_detail() answers (migrations 0005, 0016): one JSON document. */
interface DetailRow {
  card: CardRow;
  category: { id: number; name: string; slug: string };
  sub: { id: number; name: string; slug: string };
  description: string;
  specifications: ProductDetail['specifications'];
  sizeChart: string | null;
  colors: ColorRow[] | null;
  reviews: ReviewRow[] | null;
  rating: { average: number | null; count: number } | null;
  curated: CardRow[] | null;
}

const readers = new WeakMap<Db, BatchedReads<number, DetailRow>>();

/** The database's product_detail() documents, pages asked together read in one statement. */
function detailReads(db: Db): BatchedReads<number, DetailRow> {
  let reads = readers.get(db);
  if (!reads) {
    reads = new BatchedReads(async (ids) => {
      const rows = await db
        .select({
          id: sql<number>`id`,
          doc: sql<DetailRow | null>`product_detail(id, ${DETAIL_REVIEWS}::int, ${SIMILAR_MAX}::int)`,
        })
        .from(sql`unnest(${sql.param(ids)}::int[]) as id`);
      return new Map(rows.flatMap((r) => (r.doc ? [[r.id, r.doc]] : [])));
    });
    readers.set(db, reads);
  }
  return reads;
}

/**
 * The product page in one call of product_detail() (migrations 0005, 0016: hidden reviews skipped): the product with its
 * category and sub-category, its colours with stock per size, the newest reviews, the rating
 * and the curated similar cards. A function, so its statements are planned once per connection
 * rather than on every page; pages asked while others are read share one call's statement
 * (detailReads). Without curated similar products, the sub-category's newest come from memory.
 * Unknown or inactive ids answer null (the route turns that into 404).
 */
export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  const p = await detailReads(db).read(id);
  if (!p) return null;

  const colors = (p.colors ?? []).map(presentColor);
  const { colors: _swatches, ...card } = toCard(p.card);
  const inventory = colors.reduce((n, c) => n + c.stock, 0);
  return {
    ...card,
    in_stock: inventory > 0,
    rating: { average: Number(p.rating?.average ?? 0), count: Number(p.rating?.count ?? 0) },
    category: p.category,
    sub_category: p.sub,
    // the console's rich text is sanitised again as it is served (decision 0020); plain text stays text
    description: isRichText(p.description) ? sanitizeContentHtml(p.description) : p.description,
    specifications: p.specifications,
    size_chart: p.sizeChart,
    reviews: (p.reviews ?? []).map(presentReview),
    inventory,
    colors,
    similar_products: await similarTo(db, id, p.sub.id, p.curated ?? []),
    image_widths: IMAGE_WIDTHS,
    image_formats: IMAGE_FORMATS,
  };
}

/** A colour with images, the sizes it is offered in (the shop's order, XS..4XL) and stock per size. */
function presentColor(r: ColorRow): ProductColor {
  const stockBySize: Record<string, number> = {};
  for (const k of r.skus ?? []) stockBySize[k.size] = k.stock;
  return {
    id: r.id,
    name: r.name,
    hex: r.hex,
    thumbnail: r.images[0] ?? '',
    images: r.images,
    stock: Object.values(stockBySize).reduce((n, x) => n + x, 0),
    sizes: SIZES.filter((s) => s in stockBySize),
    stock_by_size: stockBySize,
  };
}

/** The curated similar products; when none are curated, the newest of the same sub-category. */
async function similarTo(db: Db, id: number, subCategoryId: number, curated: CardRow[]) {
  if (curated.length > 0) return curated.map(toCard);
  const newest = await newestOfSub.get(
    `${dbKey(db)}|${subCategoryId}`,
    async () =>
      (
        await selectCards(db)
          .where(and(eq(products.subCategoryId, subCategoryId), eq(products.active, true)))
          .orderBy(...newestFirst(products.createdAt, products.id))
          .limit(SIMILAR_MAX + 1)
      ).map(toCard),
    (cards) => cards.map((c) => c.id),
  );
  return newest.filter((c) => c.id !== id).slice(0, SIMILAR_MAX);
}

function presentReview(r: ReviewRow): Review {
  return {
    id: r.id,
    name: r.name,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    verified_buyer: r.verified_buyer,
    created_at: new Date(r.created_at).toISOString(),
  };
}
