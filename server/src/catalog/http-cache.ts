import type { Context } from 'hono';
import { sendCachedJson } from '../http-cache';

/** Catalogue answers may be a minute old; a browser or CDN revalidates in the background. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/** JSON with an ETag and the catalogue's cache header; 304 with no body when the client holds this version. */
export const cachedJson = (c: Context, body: unknown): Response =>
  sendCachedJson(c, body, { cacheControl: CATALOG_CACHE_CONTROL });
