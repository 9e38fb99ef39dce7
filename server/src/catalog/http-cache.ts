import { createHash } from 'node:crypto';
import type { Context } from 'hono';

/** Catalogue answers may be a minute old; a browser or CDN revalidates in the background. */
export const CATALOG_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300';

/**
 * JSON with an ETag (hash of the exact body) and the catalogue's public cache header;
 * answers 304 with no body when the client already holds this version (If-None-Match).
 */
export function cachedJson(c: Context, body: unknown): Response {
  const text = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(text).digest('base64url')}"`;
  const headers = { ETag: etag, 'Cache-Control': CATALOG_CACHE_CONTROL };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(text, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
}

/** RFC 9110 weak comparison: a list of tags, W/ ignored, or "*". */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}
