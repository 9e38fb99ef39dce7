import { slugify } from '@store/contract/slug';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, subCategories } from '../db/schema';
import { type GarmentKind, PATTERNS, type Pattern, productImage, sizeChartImage } from '../images/keys';
import { createRng } from '../prng';
import { searchTextFor } from '../search/search-text';
import { refreshSearchWords, vacuumCatalogue } from '../search/search-words';
import { coloursFor, pricePaise, SEED_EPOCH, stockFor } from './build-demo';
import { SIZE_SETS } from './catalogue-data';
import { describe, specifications } from './copy';
import { insertDrafts, type ProductDraft } from './insert';

/** A large generated catalogue for benchmarks: names from adjective x fabric x garment. */
const ADJECTIVES = [
  'Classic',
  'Festive',
  'Everyday',
  'Premium',
  'Handcrafted',
  'Regal',
  'Breezy',
  'Urban',
  'Heritage',
  'Contemporary',
  'Elegant',
  'Vibrant',
  'Royal',
  'Minimal',
  'Vintage',
  'Summer',
  'Monsoon',
  'Signature',
  'Artisan',
  'Modern',
];
const FABRICS = [
  'Cotton',
  'Linen',
  'Silk',
  'Rayon',
  'Khadi',
  'Chanderi',
  'Georgette',
  'Crepe',
  'Muslin',
  'Modal',
  'Velvet',
  'Organza',
  'Chiffon',
  'Jacquard',
  'Brocade',
];
const DENIMS = ['Stretch Denim', 'Raw Denim', 'Washed Denim', 'Knit Denim'];
const GARMENTS: Record<GarmentKind, string[]> = {
  shirt: ['Shirt', 'Casual Shirt', 'Formal Shirt', 'Party Shirt'],
  tee: ['T-Shirt', 'Polo T-Shirt', 'Henley T-Shirt'],
  jeans: ['Jeans', 'Slim Jeans', 'Straight Jeans'],
  trousers: ['Trousers', 'Chinos', 'Formal Trousers'],
  top: ['Top', 'Peplum Top', 'Tunic Top'],
  dress: ['Dress', 'Maxi Dress', 'Midi Dress'],
  kurti: ['Kurti', 'A-Line Kurti', 'Straight Kurti'],
  kurta: ['Kurta', 'Straight Kurta', 'Pathani Kurta'],
  saree: ['Saree', 'Woven Saree', 'Handloom Saree'],
  lehenga: ['Lehenga', 'Lehenga Choli', 'Bridal Lehenga'],
  sherwani: ['Sherwani', 'Wedding Sherwani', 'Achkan Sherwani'],
  jacket: ['Nehru Jacket', 'Bandhgala Jacket', 'Modi Jacket'],
  suit: ['Salwar Suit', 'Anarkali Suit', 'Palazzo Suit'],
};
const BATCH = 1000;

interface Sub {
  categoryId: number;
  subCategoryId: number;
  categoryName: string;
  categorySlug: string;
  subName: string;
  kind: GarmentKind;
}

/** Product number `i` of the generated catalogue: the same every time for the same i. */
function bulkDraft(i: number, subs: Sub[]): ProductDraft {
  const rng = createRng(Math.imul(i + 1, 2654435761) >>> 0);
  const sub = subs[i % subs.length];
  const denim = sub.kind === 'jeans';
  const fabric = denim ? rng.pick(DENIMS) : rng.pick(FABRICS);
  const prefix = sub.categorySlug === 'men' ? "Men's " : sub.categorySlug === 'women' ? "Women's " : '';
  const name = `${prefix}${rng.pick(ADJECTIVES)} ${fabric} ${rng.pick(GARMENTS[sub.kind])}`;
  const pattern: Pattern = denim ? 'denim' : rng.pick(PATTERNS.filter((p) => p !== 'denim'));
  const sizes = rng.pick(SIZE_SETS[sub.kind]);
  const colours = coloursFor(rng, sub.kind, rng.int(1, 3)).map((c) => ({
    name: c.name,
    hex: c.hex,
    images: [1, 2, 3].map((v) => productImage(sub.kind, c.hex, v, pattern)),
    stock: stockFor(rng, sizes, rng.chance(0.05)),
  }));
  return {
    name,
    slug: slugify(name),
    categoryId: sub.categoryId,
    subCategoryId: sub.subCategoryId,
    pricePaise: pricePaise(rng, sub.kind),
    discountPercent: rng.pick([0, 10, 20, 30, 40, 50]),
    description: describe(rng, sub.kind, pattern, fabric),
    specifications: specifications(rng, sub.kind, pattern, fabric),
    sizeChart: sub.kind === 'saree' ? null : sizeChartImage(sub.kind),
    kind: sub.kind,
    searchText: searchTextFor(
      {
        category: sub.categoryName,
        subCategory: sub.subName,
        kind: sub.kind,
        colors: colours.map((c) => c.name),
        extra: [fabric],
      },
      name,
    ),
    // older than the demo catalogue, a few minutes apart
    createdAt: new Date(SEED_EPOCH - 121 * 86_400_000 - i * 180_000),
    sizes,
    colors: colours,
    reviews: [],
    similar: [],
    unserviceable: [],
  };
}

/**
 * Adds generated products until the catalogue holds `target`. Each batch of 1000 is one
 * transaction with multi-row inserts; similar products are the batch's neighbours in the
 * same sub-category. Returns how many were added.
 */
export async function growCatalogue(
  db: Db,
  target: number,
  progress: (done: number, total: number) => void = () => {},
): Promise<number> {
  const [{ n: have }] = await db.select({ n: sql<number>`count(*)::int` }).from(sql`products`);
  const subs: Sub[] = (
    await db
      .select({
        categoryId: categories.id,
        subCategoryId: subCategories.id,
        categoryName: categories.name,
        categorySlug: categories.slug,
        subName: subCategories.name,
        kind: subCategories.kind,
      })
      .from(subCategories)
      .innerJoin(categories, eq(categories.id, subCategories.categoryId))
      .orderBy(asc(categories.position), asc(subCategories.position), asc(subCategories.id))
  ).map((s) => ({ ...s, kind: s.kind as GarmentKind }));
  if (subs.length === 0 || have >= target) return 0;

  const total = target - have;
  // The generator sets every foreign key itself, from ids it has just taken; skipping the
  // per-row foreign-key triggers (a superuser-only setting, always true on PGlite) makes the
  // load about a third faster. Without the right it simply runs with the checks.
  const skipTriggers = await isSuperuser(db);
  for (let start = have; start < target; start += BATCH) {
    const end = Math.min(target, start + BATCH);
    const drafts = Array.from({ length: end - start }, (_, k) => bulkDraft(start + k, subs));
    const step = subs.length;
    drafts.forEach((d, k) => {
      d.similar = [k - 2 * step, k - step, k + step, k + 2 * step].filter((j) => j >= 0 && j < drafts.length);
    });
    await db.transaction(async (tx) => {
      if (skipTriggers) await tx.execute(sql`set local session_replication_role = replica`);
      await insertDrafts(tx, drafts);
    });
    progress(end - have, total);
  }
  await refreshSearchWords(db);
  await vacuumCatalogue(db);
  return total;
}

async function isSuperuser(db: Db): Promise<boolean> {
  const res = (await db.execute(sql`select rolsuper from pg_roles where rolname = current_user`)) as unknown as {
    rows: { rolsuper: boolean }[];
  };
  return res.rows[0]?.rolsuper === true;
}
