import type { ProductInput } from '@store/contract/admin-products';
import { slugify } from '@store/contract/slug';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { categories, photos, products, subCategories } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { parseImageKey } from '../../images/keys';

const PHOTO_PREFIX = '/images/u/';

/** The category and sub-category, which must belong together (400 on sub_category_id otherwise). */
export async function checkCategory(tx: Tx, categoryId: number, subCategoryId: number) {
  const [category] = await tx.select().from(categories).where(eq(categories.id, categoryId));
  if (!category) throw fieldError('category_id', 'This category does not exist');
  const [sub] = await tx.select().from(subCategories).where(eq(subCategories.id, subCategoryId));
  if (!sub) throw fieldError('sub_category_id', 'This sub-category does not exist');
  if (sub.categoryId !== categoryId)
    throw fieldError('sub_category_id', `${sub.name} is not a sub-category of ${category.name}`);
  return { category, sub };
}

/** The slug given, or the name's (the spec's rule); another product with it is a 409 on `slug`. */
export async function checkSlug(tx: Tx, input: ProductInput, selfId: number | null, currentSlug?: string) {
  const slug = input.slug || slugify(input.name);
  if (!slug) throw fieldError('slug', 'The name has no letters or digits to make a slug from: enter a slug');
  // The seed may hold products with one name (and slug) twice: keeping a product's own slug is not a clash.
  if (slug === currentSlug) return slug;
  // Two saves of one new slug at once: the second waits for the first's commit and sees it.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`product-slug:${slug}`}))`);
  const [other] = await tx
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.slug, slug), selfId ? ne(products.id, selfId) : undefined))
    .limit(1);
  if (other)
    throw new HttpError('conflict', `Another product (#${other.id} ${other.name}) already has the slug ${slug}`, {
      slug: `Already used by #${other.id} ${other.name}: choose another`,
    });
  return slug;
}

/**
 * Every image must be the store's own: an uploaded photo that exists, a drawn illustration's
 * key, or one the product already shows. Nothing is fetched from another site.
 */
export async function checkImages(tx: Tx, input: ProductInput, kept: ReadonlySet<string>) {
  const wanted = new Map<string, string>();
  input.colors.forEach((c, i) => {
    c.images.forEach((path, j) => {
      wanted.set(path, `colors.${i}.images.${j}`);
    });
  });
  if (input.size_chart) wanted.set(input.size_chart, 'size_chart');
  const photoIds = [...wanted.keys()]
    .filter((p) => p.startsWith(PHOTO_PREFIX))
    .map((p) => p.slice(PHOTO_PREFIX.length));
  const found = new Set(
    photoIds.length
      ? (await tx.select({ id: photos.id }).from(photos).where(inArray(photos.id, photoIds))).map((r) => r.id)
      : [],
  );
  const fields: Record<string, string> = {};
  for (const [path, field] of wanted) {
    if (kept.has(path)) continue;
    const ok = path.startsWith(PHOTO_PREFIX)
      ? found.has(path.slice(PHOTO_PREFIX.length))
      : parseImageKey(path.slice('/images/'.length).split('/')) !== null;
    if (!ok) fields[field] = `${path} is not a photo of this store: upload it first`;
  }
  if (Object.keys(fields).length) throw new HttpError('validation_failed', Object.values(fields)[0], fields);
}

/** Similar products must exist and not be the product itself. */
export async function checkSimilar(tx: Tx, ids: number[], selfId: number | null) {
  const unique = [...new Set(ids)];
  if (selfId && unique.includes(selfId)) throw fieldError('similar_ids', 'A product cannot be similar to itself');
  if (unique.length === 0) return unique;
  const rows = await tx.select({ id: products.id }).from(products).where(inArray(products.id, unique));
  const missing = unique.filter((id) => !rows.some((r) => r.id === id));
  if (missing.length) throw fieldError('similar_ids', `No product #${missing.join(', #')}`);
  return unique;
}

/** Why the product cannot be shown to shoppers yet, or null. */
export function whyNotPublishable(colors: { images: string[]; sizes: unknown[] }[]): string | null {
  if (colors.some((c) => c.images.length > 0 && c.sizes.length > 0)) return null;
  return 'To publish, add at least one colour with a photo and a size';
}

/** Colour names are what shoppers pick and order lines keep: one per product. */
export function checkColorNames(input: ProductInput) {
  const seen = new Map<string, number>();
  input.colors.forEach((c, i) => {
    const key = c.name.toLowerCase();
    if (seen.has(key)) throw fieldError(`colors.${i}.name`, `${c.name} is already colour ${seen.get(key)! + 1}`);
    seen.set(key, i);
  });
}

export const fieldError = (field: string, message: string) =>
  new HttpError('validation_failed', message, { [field]: message });
