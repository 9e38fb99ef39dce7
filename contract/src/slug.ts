import { safeDecode } from './limits';

/**
 * docs/spec.md §2: the slug is the name lowercased, stripped of punctuation, spaces turned into
 * hyphens. Runs of spaces collapse to one hyphen so that "Shirts & Tops" -> "shirts-tops".
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Listing title: the name segment, as the router decoded it, with dashes turned into spaces (docs/spec.md §2). */
export const titleFromName = (name: string): string => name.replace(/-/g, ' ');

/** The same from a raw URL segment; a stray `%` ("50% off") stays text rather than throwing. */
export const titleFromSegment = (segment: string): string => titleFromName(safeDecode(segment));

export const productPath = (p: { id: number; slug: string; category: { slug: string } }) =>
  `/${p.category.slug}/${p.id}/${p.slug}`;

export const categoryPath = (c: { id: number; name: string }) => `/search/category/${c.id}/${slugify(c.name)}`;

export const subCategoryPath = (s: { id: number; name: string }) => `/search/sub-category/${s.id}/${slugify(s.name)}`;

export const searchPath = (query: string) => `/search/search/0/${encodeURIComponent(query.trim())}`;
