import { DISCOUNT_FILTERS, RATING_FILTERS, SIZES, SORTS, type Sort } from '@store/contract/constants';
import { PAGE_MAX, RUPEES_MAX } from '@store/contract/limits';

/** What a listing URL's query asks for: kept in the URL so reload and share keep it. */
export interface ListingFilters {
  sort: Sort;
  size: string[];
  color: string[];
  price_min: number | null;
  price_max: number | null;
  /** at least this discount, one of DISCOUNT_FILTERS */
  discount_min: number | null;
  /** at least this average rating, one of RATING_FILTERS */
  rating_min: number | null;
  page: number;
  /** a search of the words as typed, not corrected ("Search instead for ...") */
  exact: boolean;
}

// Both `size=M,L` (our links) and `size=M&size=L` (a plain form GET without script) read alike.
const list = (sp: URLSearchParams, key: string) =>
  sp
    .getAll(key)
    .flatMap((v) => v.split(','))
    .map((v) => v.trim())
    .filter(Boolean);

const money = (v: string | null) => {
  if (v === null || v.trim() === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 && n <= RUPEES_MAX ? Math.floor(n) : null;
};

const oneOf = (v: string | null, allowed: readonly number[]) =>
  v !== null && allowed.includes(Number(v)) ? Number(v) : null;

/** Unknown or malformed values are dropped rather than answered with an error page. */
export function readFilters(sp: URLSearchParams): ListingFilters {
  const sort = sp.get('sort');
  const page = Number(sp.get('page'));
  return {
    sort: (SORTS as readonly string[]).includes(sort ?? '') ? (sort as Sort) : 'newest',
    size: list(sp, 'size').filter((s) => (SIZES as readonly string[]).includes(s)),
    color: list(sp, 'color')
      .map((c) => c.toLowerCase().slice(0, 40))
      .slice(0, 20),
    price_min: money(sp.get('price_min')),
    price_max: money(sp.get('price_max')),
    discount_min: oneOf(sp.get('discount_min'), DISCOUNT_FILTERS),
    rating_min: oneOf(sp.get('rating_min'), RATING_FILTERS),
    page: Number.isInteger(page) && page >= 1 && page <= PAGE_MAX ? page : 1,
    exact: sp.get('exact') === '1',
  };
}

const enc = (v: string) => encodeURIComponent(v).replace(/%2C/gi, ',');

/** The query string (without '?') of a listing: defaults left out, lists comma-separated. */
export function filtersToSearch(f: ListingFilters): string {
  const parts: string[] = [];
  if (f.sort !== 'newest') parts.push(`sort=${f.sort}`);
  if (f.size.length) parts.push(`size=${f.size.map(enc).join(',')}`);
  if (f.color.length) parts.push(`color=${f.color.map(enc).join(',')}`);
  if (f.price_min !== null) parts.push(`price_min=${f.price_min}`);
  if (f.price_max !== null) parts.push(`price_max=${f.price_max}`);
  if (f.discount_min !== null) parts.push(`discount_min=${f.discount_min}`);
  if (f.rating_min !== null) parts.push(`rating_min=${f.rating_min}`);
  if (f.page > 1) parts.push(`page=${f.page}`);
  if (f.exact) parts.push('exact=1');
  return parts.join('&');
}

export const hasFilters = (f: ListingFilters) =>
  f.size.length > 0 ||
  f.color.length > 0 ||
  f.price_min !== null ||
  f.price_max !== null ||
  f.discount_min !== null ||
  f.rating_min !== null;

export const LISTING_KINDS = { category: 'cat', 'sub-category': 'sub_cat', search: 'search' } as const;
export type ListingKind = keyof typeof LISTING_KINDS;
export const isListingKind = (k: string | undefined): k is ListingKind => !!k && k in LISTING_KINDS;
