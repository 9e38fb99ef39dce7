import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sendCached } from '../http-cache';
import { HttpError } from '../http-error';
import { countActiveProducts, listingPaths, productPaths, sitemapIndex, URLS_PER_SITEMAP, urlset } from './sitemap';

// Mounted at the app root (not under /api): crawlers look for /robots.txt and /sitemap.xml.
export const seoRoutes = new Hono<AppEnv>();

const XML = 'application/xml; charset=UTF-8';
const SEO_CACHE = 'public, max-age=3600';

/** Absolute URLs need an origin: PUBLIC_URL when set (behind a proxy), else the request's. */
function originOf(c: Context<AppEnv>): string {
  const configured = c.var.deps.env.PUBLIC_URL;
  return (configured ?? new URL(c.req.url).origin).replace(/\/+$/, '');
}

seoRoutes.get('/robots.txt', (c) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${originOf(c)}/sitemap.xml`,
    '',
  ].join('\n');
  return sendCached(c, body, 'text/plain; charset=UTF-8', { cacheControl: SEO_CACHE });
});

seoRoutes.get('/sitemap.xml', async (c) => {
  const { db } = c.var.deps;
  const origin = originOf(c);
  const [listings, count] = await Promise.all([listingPaths(db), countActiveProducts(db)]);
  const body =
    listings.length + count <= URLS_PER_SITEMAP
      ? urlset(origin, [...listings, ...(await productPaths(db, 0, count))])
      : sitemapIndex(origin, 1 + Math.ceil(count / URLS_PER_SITEMAP));
  return sendCached(c, body, XML, { cacheControl: SEO_CACHE });
});

seoRoutes.get('/:part{sitemap-[0-9]{1,4}\\.xml}', async (c) => {
  const { db } = c.var.deps;
  const n = Number(c.req.param('part').replace(/\D/g, ''));
  const count = await countActiveProducts(db);
  if (n > Math.ceil(count / URLS_PER_SITEMAP)) throw new HttpError('not_found', 'Not found');
  const paths = n === 0 ? await listingPaths(db) : await productPaths(db, (n - 1) * URLS_PER_SITEMAP, URLS_PER_SITEMAP);
  return sendCached(c, urlset(originOf(c), paths), XML, { cacheControl: SEO_CACHE });
});
