import { type ListingMeta, ListingQuery, type ProductCard } from '@store/contract/catalog';
import { toPaise, toRupees } from '@store/contract/money';
import { and, arrayOverlaps, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { AnswerCache, dbKey } from '../catalog/catalog-cache';
import { descNullsLast, newestFirst, selectCards, toCard } from '../catalog/presenters';
import type { Db, Tx } from '../db/client';
import { categories, products, subCategories } from '../db/schema';
import { badRequest, notFound } from '../http/http-error';
import { facetsOfScope, facetsOfSubCategories } from './facets';
import { keepPopularityFresh } from './popularity';
import { type ParsedSearch, parseSearch } from './search-query';

/** A minimum price above the maximum: said beside both price fields. */
export const PRICE_RANGE_MESSAGE = 'Minimum price must not be above the maximum price';

export interface Listing {
  data: ProductCard[];
  meta: ListingMeta;
}

interface Scope {
  /** listing_facets key: 'c:<id>' or 's:<id>'; for a search, 'q:' and its text */
  key: string;
  /** the database's cache key prefix (dbKey): a transaction is another object */
  dbId: number;
  where: SQL;
  title: string;
  search?: ParsedSearch;
}

/** Whole answers, tagged with the products on the page (their in_stock and rating show). */
const listings = new AnswerCache();
/**
 * Totals, price ranges and facets of a scope with its filters: the same for every sort and page.
 * Only catalogue-wide writes change them, and those clear every cache in this process, so they
 * may live for minutes (other server copies see a new product's count within that time). On the
 * embedded database they are the 40-60 ms part of a listing.
 */
const scopeStats = new AnswerCache({ ttlMs: 5 * 60_000 });

/**
 * GET /product/product/search: one category, one sub-category or a text search, filtered,
 * sorted and paged. A search without an explicit `sort` is ordered by relevance.
 */
export async function listProducts(db: Db, q: ListingQuery, explicitSort: boolean): Promise<Listing> {
  checkQuery(q);
  if (q.sort === 'popularity') keepPopularityFresh(db);
  return listings.get(
    `${dbKey(db)}|${explicitSort}|${JSON.stringify(q)}`,
    () => computeListing(db, q, explicitSort),
    (listing) => listing.data.map((card) => card.id),
  );
}

/**
 * The first page of every category and sub-category, as the listing page asks for it, loaded
 * once after start-up. It also fills each scope's total, price range and facets, which every
 * sort and page of the scope shares and which cost 40-60 ms on the embedded database: the first
 * shoppers after a restart neither pay for them nor queue behind them.
 */
export async function warmListings(db: Db): Promise<void> {
  for (const { id } of await db.select({ id: categories.id }).from(categories))
    await listProducts(db, ListingQuery.parse({ cat: id }), false);
  for (const { id } of await db.select({ id: subCategories.id }).from(subCategories))
    await listProducts(db, ListingQuery.parse({ sub_cat: id }), false);
}

async function computeListing(db: Db, q: ListingQuery, explicitSort: boolean): Promise<Listing> {
  const scope = await resolveScope(db, q);
  const empty = { data: [], meta: { total: 0, page: q.page, page_size: q.page_size, title: scope?.title ?? '' } };
  if (!scope) return empty;

  const found = scope.search ? await searchPage(db, q, scope, explicitSort) : await pageOf(db, q, scope, explicitSort);
  return {
    data: found.cards,
    meta: {
      total: found.total,
      page: q.page,
      page_size: q.page_size,
      title: scope.title,
      ...(scope.search?.corrected && { corrected_query: scope.search.corrected }),
      facets: found.facets,
    },
  };
}

function checkQuery(q: ListingQuery) {
  const given = [q.cat !== undefined, q.sub_cat !== undefined, Boolean(q.search)].filter(Boolean).length;
  if (given === 0)
    throw badRequest('Choose a category or enter a search', { search: 'Enter a search or choose a category' });
  if (given > 1)
    throw badRequest('Give only one of cat, sub_cat or search', { cat: 'Give only one of cat, sub_cat or search' });
  // Both fields named: the listing shows the message beside both price boxes.
  if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max)
    throw badRequest(PRICE_RANGE_MESSAGE, { price_min: PRICE_RANGE_MESSAGE, price_max: PRICE_RANGE_MESSAGE });
}

/** The rows the listing is drawn from; null when a search has nothing searchable in it. */
async function resolveScope(db: Db, q: ListingQuery): Promise<Scope | null> {
  if (q.cat !== undefined) {
    const [cat] = await db.select({ name: categories.name }).from(categories).where(eq(categories.id, q.cat));
    if (!cat) throw notFound('Category not found');
    return { key: `c:${q.cat}`, dbId: dbKey(db), where: eq(products.categoryId, q.cat), title: cat.name };
  }
  if (q.sub_cat !== undefined) {
    const [sub] = await db
      .select({ name: subCategories.name })
      .from(subCategories)
      .where(eq(subCategories.id, q.sub_cat));
    if (!sub) throw notFound('Sub-category not found');
    return { key: `s:${q.sub_cat}`, dbId: dbKey(db), where: eq(products.subCategoryId, q.sub_cat), title: sub.name };
  }
  const text = q.search ?? '';
  const search = await parseSearch(db, text, q.exact);
  if (!search) return null;
  return {
    key: `${q.exact ? 'q=' : 'q:'}${text}`,
    dbId: dbKey(db),
    where: sql`${products.search} @@ ${search.all}`,
    title: text,
    search,
  };
}

function filtersOf(q: ListingQuery): SQL[] {
  const out: SQL[] = [];
  if (q.size.length > 0) out.push(arrayOverlaps(products.sizes, q.size));
  if (q.color.length > 0)
    out.push(
      arrayOverlaps(
        products.colorNames,
        q.color.map((c) => c.toLowerCase().slice(0, 40)),
      ),
    );
  if (q.price_min !== undefined) out.push(gte(products.discountedPaise, toPaise(q.price_min)));
  if (q.price_max !== undefined) out.push(lte(products.discountedPaise, toPaise(q.price_max)));
  if (q.discount_min !== undefined) out.push(gte(products.discountPercent, q.discount_min));
  if (q.rating_min !== undefined) out.push(gte(products.ratingAvg, q.rating_min));
  return out;
}

function orderOf(q: ListingQuery, scope: Scope, explicitSort: boolean, rank: boolean): SQL[] {
  if (q.sort === 'price_asc') return [asc(products.discountedPaise), asc(products.id)];
  if (q.sort === 'price_desc') return [desc(products.discountedPaise), desc(products.id)];
  // The next three match the indexes of migration 0010 (descending, nulls last).
  if (q.sort === 'popularity')
    return [descNullsLast(products.orders30d), ...newestFirst(products.createdAt, products.id)];
  if (q.sort === 'discount')
    return [descNullsLast(products.discountPercent), asc(products.discountedPaise), descNullsLast(products.id)];
  if (q.sort === 'rating')
    return [descNullsLast(products.ratingAvg), descNullsLast(products.ratingCount), descNullsLast(products.id)];
  if (scope.search && !explicitSort && rank) {
    const { all, own } = scope.search;
    // ts_rank weighs name (A) over search_text (B) over description (C); the shopper's own
    // words count again so "kurti" shows kurtis before kurtas.
    return [
      desc(sql`ts_rank(${products.search}, ${all}) + ts_rank(${products.search}, ${own})`),
      ...newestFirst(products.createdAt, products.id),
    ];
  }
  return newestFirst(products.createdAt, products.id);
}

/**
 * PostgreSQL cannot estimate how many products a text query matches and, guessing high,
 * reads the whole table (100 ms at 100k products) where the GIN index takes a few: inside
 * this transaction it may not choose a sequential scan.
 */
async function searchPage(db: Db, q: ListingQuery, scope: Scope, explicitSort: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const found = await pageOf(tx, q, scope, explicitSort);
    if (found.total > 0 || !scope.search) return found;
    // Several words that no single product has: show products with any of them, best first.
    const anyWord = { ...scope, key: `any:${scope.key}`, where: sql`${products.search} @@ ${scope.search.any}` };
    return pageOf(tx, q, anyWord, explicitSort);
  });
}

/** Relevance ranking reads every match; past this many, newest first is as good and cheap. */
export const RANK_LIMIT = 1000;

async function pageOf(db: Db | Tx, q: ListingQuery, scope: Scope, explicitSort: boolean) {
  const inScope = and(scope.where, eq(products.active, true)) as SQL;
  const filters = filtersOf(q);
  const page = (rank: boolean) =>
    selectCards(db)
      .where(and(inScope, ...filters))
      .orderBy(...orderOf(q, scope, explicitSort, rank))
      .limit(q.page_size)
      .offset((q.page - 1) * q.page_size);
  const summary = () => summaryOf(db, q, scope, inScope, filters);
  if (scope.search) {
    const { total, facets } = await summary();
    const rows = total === 0 ? [] : await page(total <= RANK_LIMIT);
    return { cards: rows.map(toCard), total, facets };
  }
  const [rows, { total, facets }] = await Promise.all([page(false), summary()]);
  return { cards: rows.map(toCard), total, facets };
}

/** The total and facets of a scope with its filters, shared by every sort and page of it. */
function summaryOf(db: Db | Tx, q: ListingQuery, scope: Scope, inScope: SQL, filters: SQL[]) {
  const filterKey = JSON.stringify([q.size, q.color, q.price_min, q.price_max, q.discount_min, q.rating_min]);
  return scopeStats.get(
    `${scope.dbId}|${scope.key}|${filterKey}`,
    async () => {
      const stats = await statsOf(db, inScope, filters, Boolean(scope.search));
      const facets = scope.search
        ? await facetsOfSubCategories(db, stats.subIds)
        : await facetsOfScope(db, scope.key, inScope, stats.scopeCount);
      return { total: stats.total, facets: { ...facets, ...stats.prices } };
    },
    () => [],
  );
}

/**
 * The filtered total, the scope's own count and price range in one pass. For categories
 * the covering partial indexes of migration 0004 answer it without reading product rows.
 */
async function statsOf(db: Db | Tx, inScope: SQL, filters: SQL[], withSubs: boolean) {
  const matches = filters.length > 0 ? (and(...filters) as SQL) : sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${matches}))::int`,
      scopeCount: sql<number>`count(*)::int`,
      min: sql<number | null>`min(${products.discountedPaise})`,
      max: sql<number | null>`max(${products.discountedPaise})`,
      subIds: withSubs ? sql<number[] | null>`array_agg(distinct ${products.subCategoryId})` : sql<null>`null`,
    })
    .from(products)
    .where(inScope);
  return {
    total: Number(row?.total ?? 0),
    scopeCount: Number(row?.scopeCount ?? 0),
    subIds: (row?.subIds ?? []).map(Number),
    prices: { price_min: toRupees(Number(row?.min ?? 0)), price_max: toRupees(Number(row?.max ?? 0)) },
  };
}
