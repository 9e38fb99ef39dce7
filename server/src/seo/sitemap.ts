import { categoryPath, productPath, subCategoryPath } from '@store/contract/slug';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products, subCategories } from '../db/schema';

// sitemaps.org: at most 50,000 URLs per file. A demo catalogue fits in one /sitemap.xml; a
// large one (the 100k benchmark seed) becomes a sitemap index over /sitemap-{n}.xml parts,
// part 0 holding the pages and listings and parts 1.. the products, in id order.
export const URLS_PER_SITEMAP = 40_000;

export const STATIC_PATHS = [
  '/',
  '/about-us',
  '/contact-us',
  '/faqs',
  '/terms-and-conditions',
  '/privacy-policy',
  '/shipping-policy',
  '/return-policy',
  '/exchange-policy',
];

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch]!);

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export function urlset(origin: string, paths: string[]): string {
  const urls = paths.map((p) => `<url><loc>${escapeXml(origin + encodeURI(p))}</loc></url>`);
  return `${XML_HEAD}<urlset ${NS}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function sitemapIndex(origin: string, parts: number): string {
  const items = Array.from(
    { length: parts },
    (_, n) => `<sitemap><loc>${escapeXml(`${origin}/sitemap-${n}.xml`)}</loc></sitemap>`,
  );
  return `${XML_HEAD}<sitemapindex ${NS}>\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** Home, static pages, and every category and sub-category listing. */
export async function listingPaths(db: Db): Promise<string[]> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subCategories).orderBy(asc(subCategories.position), asc(subCategories.id)),
  ]);
  return [...STATIC_PATHS, ...cats.map(categoryPath), ...subs.map(subCategoryPath)];
}

export async function countActiveProducts(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products).where(eq(products.active, true));
  return Number(n);
}

/** Canonical URLs of active products, `limit` from `offset` in id order. */
export async function productPaths(db: Db, offset: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: products.id, slug: products.slug, categorySlug: categories.slug })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.active, true))
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => productPath({ id: r.id, slug: r.slug, category: { slug: r.categorySlug } }));
}
