// Upper bounds of every number a client can send, in one place. The API answers 400 naming the
// field for anything beyond them (the zod fields in limit-fields.ts), so no value reaches the
// database to fail there. No zod here: the browser's pages import these without it.

/** PostgreSQL `integer`, the type of every id column: no row can have a larger id. */
export const ID_MAX = 2_147_483_647;
/**
 * Largest amount in rupees a client may name (price filters, totals, subtotals): ₹1 crore.
 * Prices are kept in paise in `integer` columns, which end at ₹2.1 crore.
 */
export const RUPEES_MAX = 10_000_000;
/** Deepest page of a listing a client may ask for. */
export const PAGE_MAX = 10_000;
/** Longest search text, in characters (the search reads its first 8 words anyway). */
export const SEARCH_TEXT_MAX = 200;
/** Stars of a review. */
export const RATING_MAX = 5;
/** Lines of one order. */
export const ORDER_LINES_MAX = 30;
/** Orders per page of the operator's list. */
export const ADMIN_PAGE_SIZE_MAX = 200;
// Also bounds, kept with the spec's other numbers: pieces per line and cards per page.
export { PAGE_SIZE_MAX, QUANTITY_MAX } from './constants';

/** A path segment that should be an id: digits only, 1 to ID_MAX; anything else is no id. */
export function idFromSegment(raw: string | undefined): number | null {
  if (!raw || !/^[0-9]{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= ID_MAX ? id : null;
}

/**
 * Percent-decoding that never throws: a stray or malformed `%` (from "50% off" typed into a URL,
 * or a truncated UTF-8 sequence) stays as the text it is.
 */
export function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
