import { createHash } from 'node:crypto';
import type { Context } from 'hono';

// Public answers (catalogue, content, pincodes, sitemap) carry a strong ETag over the exact body,
// so browsers and CDNs revalidate cheaply (304 without a body). Each feature picks its max-age;
// the default is short so an edited policy shows within minutes.

export const SHORT_PUBLIC_CACHE = 'public, max-age=300, stale-while-revalidate=60';

/** Sends `body` with ETag and Cache-Control; answers 304 when the client already has it. */
export function sendCached(
  c: Context,
  body: string,
  contentType: string,
  opts: { status?: 200 | 201; cacheControl?: string } = {},
): Response {
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const headers = {
    ETag: etag,
    'Cache-Control': opts.cacheControl ?? SHORT_PUBLIC_CACHE,
  };
  if (etagMatches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, opts.status ?? 200, { ...headers, 'Content-Type': contentType });
}

export const sendCachedJson = (c: Context, value: unknown, opts?: { cacheControl?: string }) =>
  sendCached(c, JSON.stringify(value), 'application/json; charset=UTF-8', opts);

/** RFC 9110 weak comparison (compression may have turned our tag into W/"..."), or "*". */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === '*';
  });
}
