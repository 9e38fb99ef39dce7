import type { Banner, Category, HomeRow, NewLaunch } from '@store/contract/catalog';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { banners, categories, newLaunches, products, subCategories } from '../db/schema';
import { AnswerCache, dbKey } from './catalog-cache';
import { cardColumns, newestFirst, toCard } from './presenters';

/**
 * The home page's lists (categories, banners, new launches, rows of cards) through the
 * catalogue cache. Every page's header needs the categories and the home page all four: five
 * queries per page before, none now. Rows are tagged with their cards, so a sale that empties
 * a product's stock or a new review refreshes them; the other lists change only with the
 * catalogue (seed), and follow its rules (catalog-cache.ts).
 */
const lists = new AnswerCache();
export function cachedList<T>(
  db: Db,
  name: string,
  list: (db: Db) => Promise<T>,
  productIdsOf: (value: T) => readonly number[] = () => [],
) {
  return lists.get(`${dbKey(db)}|${name}`, () => list(db), productIdsOf);
}
export const homeRowProductIds = (rows: HomeRow[]) => rows.flatMap((row) => row.products.map((p) => p.id));

/** Cards per home row: enough to scroll, few enough for a fast first page. */
export const HOME_ROW_SIZE = 10;

export async function listCategories(db: Db): Promise<Category[]> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
  ]);
  return cats.map((cat) => ({
    id: cat.id,
    name: cat.name,
    slug: cat.slug,
    image: cat.image,
    sub_categories: subs.filter((s) => s.categoryId === cat.id).map((s) => ({ id: s.id, name: s.name, slug: s.slug })),
  }));
}

/** Every banner with its schedule; `bannersShownAt` picks those in their window (after the cache). */
export async function listBanners(db: Db): Promise<ScheduledBanner[]> {
  return db
    .select({
      id: banners.id,
      image: banners.image,
      phone_image: banners.phoneImage,
      title: banners.title,
      subtitle: banners.subtitle,
      link: banners.link,
      startsAt: banners.startsAt,
      endsAt: banners.endsAt,
    })
    .from(banners)
    .orderBy(asc(banners.position), asc(banners.id));
}

export type ScheduledBanner = Banner & { startsAt: Date | null; endsAt: Date | null };

/** The banners shown at `now`: from `startsAt`, until before `endsAt` (a null bound is open). */
export const bannersShownAt = (all: ScheduledBanner[], now: Date): Banner[] =>
  all
    .filter((b) => (!b.startsAt || b.startsAt <= now) && (!b.endsAt || now < b.endsAt))
    .map(({ startsAt: _s, endsAt: _e, ...banner }) => banner);

export async function listNewLaunches(db: Db): Promise<NewLaunch[]> {
  return db
    .select({
      id: newLaunches.id,
      name: newLaunches.name,
      description: newLaunches.description,
      images: newLaunches.images,
    })
    .from(newLaunches)
    .orderBy(asc(newLaunches.position), asc(newLaunches.id));
}

/**
 * One row per sub-category that has active products, its newest cards first. One query: a
 * LATERAL join walks `products_sub_category_created` for each sub-category and stops after
 * HOME_ROW_SIZE rows, so the cost does not grow with the catalogue.
 */
export async function listHomeRows(db: Db): Promise<HomeRow[]> {
  const { categorySlug: _slug, ...own } = cardColumns;
  const newest = db
    .select({ ...own, createdAt: products.createdAt })
    .from(products)
    .where(and(eq(products.subCategoryId, subCategories.id), eq(products.active, true)))
    .orderBy(...newestFirst(products.createdAt, products.id))
    .limit(HOME_ROW_SIZE)
    .as('p');
  const rows = await db
    .select({
      sub: { id: subCategories.id, name: subCategories.name, slug: subCategories.slug },
      category: { id: categories.id, name: categories.name, slug: categories.slug },
      card: {
        id: newest.id,
        name: newest.name,
        slug: newest.slug,
        pricePaise: newest.pricePaise,
        discountPercent: newest.discountPercent,
        discountedPaise: newest.discountedPaise,
        image1: newest.image1,
        sizes: newest.sizes,
        colorSwatches: newest.colorSwatches,
        ratingAvg: newest.ratingAvg,
        ratingCount: newest.ratingCount,
        inventory: newest.inventory,
      },
    })
    .from(subCategories)
    .innerJoin(categories, eq(categories.id, subCategories.categoryId))
    .innerJoinLateral(newest, sql`true`)
    .orderBy(
      asc(categories.position),
      asc(categories.id),
      asc(subCategories.position),
      asc(subCategories.id),
      ...newestFirst(newest.createdAt, newest.id),
    );
  const out: HomeRow[] = [];
  for (const { sub, category, card } of rows) {
    let row = out.at(-1);
    if (row?.id !== sub.id) {
      row = { ...sub, category, products: [] };
      out.push(row);
    }
    row.products.push(toCard({ ...card, categorySlug: category.slug }));
  }
  return out;
}
