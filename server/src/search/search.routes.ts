import { ListingQuery, SuggestQuery } from '@store/contract/catalog';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { cachedData, cachedJson } from '../catalog/cached-answers';
import { parseQuery } from '../http/validate';
import { listProducts } from './listing.queries';
import { suggest } from './suggest';

export const searchRoutes = new Hono<AppEnv>();

// Listing of a category, a sub-category or a text search (docs/spec.md §7), with sort, filters, pages.
searchRoutes.get('/product/product/search', async (c) => {
  const query = parseQuery(c, ListingQuery);
  const explicitSort = c.req.query('sort') !== undefined;
  return cachedJson(c, await listProducts(c.var.deps.db, query, explicitSort));
});

// Suggestions while the shopper types: words, sub-categories and products (suggest.ts).
searchRoutes.get('/product/suggest', async (c) => {
  const { q } = parseQuery(c, SuggestQuery);
  return cachedData(c, await suggest(c.var.deps.db, q));
});
