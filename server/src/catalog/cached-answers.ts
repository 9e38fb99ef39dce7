import type { Context } from 'hono';
import { sendPrepared } from './prepared-answer';

/** Catalogue answers may be a minute old; a browser or CDN revalidates in the background. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * A cached catalogue answer (the object the catalogue cache handed out), sent as bytes prepared
 * once for it (prepared-answer.ts), with an ETag and the catalogue's cache header; 304 with no
 * body when the client holds this version.
 */
export const cachedJson = (c: Context, answer: object): Promise<Response> =>
  sendPrepared(c, answer, { wrapInData: false, cacheControl: CATALOG_CACHE_CONTROL });

/** The same for answers the API wraps as `{ data: answer }`. */
export const cachedData = (c: Context, answer: object): Promise<Response> =>
  sendPrepared(c, answer, { wrapInData: true, cacheControl: CATALOG_CACHE_CONTROL });
