import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sendCached } from '../http/http-cache';
import { HttpError } from '../http/http-error';
import { originFor } from '../http/public-origin';
import { countActiveProducts, listingPaths, productPaths, sitemapIndex, URLS_PER_SITEMAP, urlset } from './sitemap';

// Mounted at the app root (not under /api): crawlers look for /robots.txt and /sitemap.xml.
export const seoRoutes = new Hono<AppEnv>();

const XML = 'application/xml; charset=UTF-8';
const SEO_CACHE = 'public, max-age=3600';

seoRoutes.get('/robots.txt', (c) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /profile',
    'Disallow: /checkout',
    'Disallow: /api/',
    '',
    `Sitemap: ${originFor(c)}/sitemap.xml`,
    '',
  ].join('\n');
  return sendCached(c, body, 'text/plain; charset=UTF-8', { cacheControl: SEO_CACHE });
});

seoRoutes.get('/sitemap.xml', async (c) => {
  const { db } = c.var.deps;
  const origin = originFor(c);
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
  return sendCached(c, urlset(originFor(c), paths), XML, { cacheControl: SEO_CACHE });
});
