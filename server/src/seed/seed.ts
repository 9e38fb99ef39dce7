import { slugify } from '@store/contract/slug';
import { eq, sql } from 'drizzle-orm';
import { refreshProductSummary } from '../catalog/product-summary';
import { seedContent } from '../content/content-seed';
import type { Db, Tx } from '../db/client';
import { categories, subCategories } from '../db/schema';
import { categoryImage } from '../images/keys';
import { loadPincodeDirectory } from '../pincodes/pincode-directory';
import { createRng } from '../prng';
import { refreshSearchWords, vacuumCatalogue } from '../search/search-words';
import { buildDemoDrafts, type SubCategoryIds } from './build-demo';
import { CATEGORIES } from './catalogue-data';
import { seedStoreCoupons } from './coupons';
import { insertDrafts } from './insert';
import { seedShowcase } from './showcase';

/** Seeds the demo store when the database has no catalogue (first start on a new data dir). */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (n > 0) return;
  await seedDemo(db);
}

/** Deterministic and idempotent: running it twice leaves the same rows. */
export async function seedDemo(db: Db): Promise<void> {
  await loadPincodeDirectory(db);
  await seedContent(db);
  await seedCatalogue(db);
}

/** The one seed of the demo catalogue; every run draws the same numbers from it. */
export const DEMO_SEED = 20_221_001;

/**
 * Categories, sub-categories, products with colours, SKUs, reviews, similar products and
 * unserviceable pincodes, plus the store's coupons. A catalogue that already has the demo
 * categories is left as it is (coupons are added if missing), so a second run changes nothing.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  await seedStoreCoupons(db);
  const existing = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, 'men'));
  if (existing.length > 0) return seedShowcase(db);
  await db.transaction(async (tx) => {
    const subs = await insertCategories(tx);
    const ids = await insertDrafts(tx, buildDemoDrafts(createRng(DEMO_SEED), subs));
    // The drafts already carry the summary columns; this keeps them in step with the
    // catalogue's own rules should those change.
    await refreshProductSummary(tx, ids);
  });
  await seedShowcase(db);
  await refreshSearchWords(db);
  // PGlite never vacuums by itself; without fresh statistics listings ran ~3x slower.
  await vacuumCatalogue(db);
}

async function insertCategories(tx: Tx): Promise<SubCategoryIds[]> {
  const out: SubCategoryIds[] = [];
  for (const [position, def] of CATEGORIES.entries()) {
    const [category] = await tx
      .insert(categories)
      .values({ name: def.name, slug: def.slug, image: categoryImage(def.slug), position })
      .returning({ id: categories.id });
    const rows = await tx
      .insert(subCategories)
      .values(
        def.subs.map((s, i) => ({
          categoryId: category.id,
          name: s.name,
          slug: slugify(s.name),
          kind: s.kind,
          position: i,
        })),
      )
      .returning({ id: subCategories.id, position: subCategories.position });
    rows.sort((a, b) => a.position - b.position);
    def.subs.forEach((s, i) => {
      out.push({
        categoryId: category.id,
        subCategoryId: rows[i].id,
        categoryName: def.name,
        subName: s.name,
        kind: s.kind,
        lines: s.products,
      });
    });
  }
  return out;
}
