import { SIZES } from '@store/contract/constants';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { listingFacets, products } from '../db/schema';

export interface Facets {
  sizes: string[];
  colors: string[];
}

/**
 * Sizes and colours offered in a category or sub-category. Read from `listing_facets` when
 * it was computed at the scope's current product count (which the listing has just counted
 * anyway); otherwise worked out from the products and stored for the next request.
 */
export async function facetsOfScope(db: Db, scope: string, where: SQL, productCount: number): Promise<Facets> {
  const [row] = await db.select().from(listingFacets).where(eq(listingFacets.scope, scope));
  if (row && row.productCount === productCount) return { sizes: row.sizes, colors: row.colors };
  return computeAndStore(db, scope, where, productCount);
}

/** Facets of a search: those of the sub-categories its results fall in. */
export async function facetsOfSubCategories(db: Db, subIds: number[]): Promise<Facets> {
  if (subIds.length === 0) return { sizes: [], colors: [] };
  const [counts, stored] = await Promise.all([
    db
      .select({ id: products.subCategoryId, n: sql<number>`count(*)::int` })
      .from(products)
      .where(and(inArray(products.subCategoryId, subIds), eq(products.active, true)))
      .groupBy(products.subCategoryId),
    db
      .select()
      .from(listingFacets)
      .where(
        inArray(
          listingFacets.scope,
          subIds.map((id) => `s:${id}`),
        ),
      ),
  ]);
  const byScope = new Map(stored.map((r) => [r.scope, r]));
  const parts: Facets[] = [];
  for (const { id, n } of counts) {
    const row = byScope.get(`s:${id}`);
    const where = and(eq(products.subCategoryId, id), eq(products.active, true)) as SQL;
    parts.push(
      row && row.productCount === Number(n)
        ? { sizes: row.sizes, colors: row.colors }
        : await computeAndStore(db, `s:${id}`, where, Number(n)),
    );
  }
  const sizes = new Set(parts.flatMap((p) => p.sizes));
  return {
    sizes: SIZES.filter((s) => sizes.has(s)),
    colors: [...new Set(parts.flatMap((p) => p.colors))].sort(),
  };
}

async function computeAndStore(db: Db, scope: string, where: SQL, productCount: number): Promise<Facets> {
  const distinctOf = (column: typeof products.sizes | typeof products.colorNames) =>
    sql<string[] | null>`(select array_agg(distinct v) from ${products}, unnest(${column}) v where ${where})`;
  const [row] = await db
    .select({ sizes: distinctOf(products.sizes), colors: distinctOf(products.colorNames) })
    .from(sql`(select 1) as one`);
  const offered = new Set(row?.sizes ?? []);
  const facets = {
    sizes: SIZES.filter((s) => offered.has(s)),
    colors: (row?.colors ?? []).map(titleCase).sort(),
  };
  await db
    .insert(listingFacets)
    .values({ scope, productCount, ...facets })
    .onConflictDoUpdate({ target: listingFacets.scope, set: { productCount, ...facets } });
  return facets;
}

/** Colour names are stored lowercase for filtering; the filter UI shows "Sky Blue". */
const titleCase = (s: string) => s.replace(/(^|\s)\p{L}/gu, (m) => m.toUpperCase());
