import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The small dictionary that typo correction runs over: every word of product names,
 * sub-category and category names and the clothing synonyms, with how often it occurs.
 * Trigram distance over a few thousand words is fast; over 100k product names it is not
 * (docs/decisions/0021-search.md). Rebuilt by `refreshSearchWords` in `server/src/search/`.
 */
export const searchWords = pgTable(
  'search_words',
  {
    word: text('word').primaryKey(),
    weight: integer('weight').notNull().default(1),
  },
  (t) => [index('search_words_trgm').using('gist', sql`${t.word} gist_trgm_ops`)],
);

/**
 * Sizes and colours offered in a category ('c:<id>') or sub-category ('s:<id>'), for the
 * listing's filter UI. Working them out means reading every product of a category (tens of
 * milliseconds at 100k products), so they are kept here with the product count they were
 * computed at, and recomputed when a listing sees a different count.
 */
export const listingFacets = pgTable('listing_facets', {
  scope: text('scope').primaryKey(),
  productCount: integer('product_count').notNull(),
  sizes: text('sizes').array().notNull(),
  colors: text('colors').array().notNull(),
});
