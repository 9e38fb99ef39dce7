import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createCategory, createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let live: { id: number; slug: string };
let hidden: { id: number; slug: string };
let cat: { id: number; name: string; slug: string };
let sub: { id: number; name: string };

beforeAll(async () => {
  t = await createTestApp();
  const made = await createCategory(t.db, { name: 'Ethnic Wear', subName: 'Nehru Jackets' });
  cat = made.category;
  sub = made.sub;
  const ids = { categoryId: cat.id, subCategoryId: sub.id };
  live = (await createProduct(t.db, { ...ids, name: 'Silk Nehru Jacket & Kurta' })).product;
  hidden = (await createProduct(t.db, { ...ids, name: 'Retired Jacket' })).product;
  await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.id));
});
afterAll(() => t.close());

describe('GET /sitemap.xml', () => {
  it("lists home, static pages, listings and active products as absolute URLs of the store's origin", async () => {
    // asked with another Host: the URLs are the store's own (PUBLIC_URL unset: the origin it started on)
    const res = await t.app.request('http://shop.example.in/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toMatch(/^public/);
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    for (const path of ['/', '/about-us', '/contact-us', '/faqs', '/privacy-policy', '/exchange-policy'])
      expect(xml).toContain(`<loc>http://localhost:3000${path}</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/search/category/${cat.id}/ethnic-wear</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/search/sub-category/${sub.id}/nehru-jackets</loc>`);
    expect(xml).toContain(`<loc>http://localhost:3000/${cat.slug}/${live.id}/silk-nehru-jacket-kurta</loc>`);
    expect(xml).not.toContain(`/${hidden.id}/`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('uses PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://www.vastra.in/' });
    try {
      const xml = await (await other.app.request('http://127.0.0.1/sitemap.xml')).text();
      expect(xml).toContain('<loc>https://www.vastra.in/</loc>');
      expect(xml).not.toContain('127.0.0.1');
    } finally {
      await other.close();
    }
  });

  it('answers 304 to a client holding the current version', async () => {
    const first = await t.app.request('http://shop.example.in/sitemap.xml');
    const again = await t.app.request('http://shop.example.in/sitemap.xml', {
      headers: { 'if-none-match': first.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('serves the parts of a large sitemap, and 404 past the last one', async () => {
    const part0 = await t.app.request('http://shop.example.in/sitemap-0.xml');
    expect(part0.status).toBe(200);
    expect(await part0.text()).toContain('/search/category/');
    const part1 = await (await t.app.request('http://shop.example.in/sitemap-1.xml')).text();
    expect(part1).toContain(`/${live.id}/silk-nehru-jacket-kurta</loc>`);
    expect((await t.app.request('http://shop.example.in/sitemap-9.xml')).status).toBe(404);
  });
});

describe('GET /robots.txt', () => {
  it('allows crawling, keeps private pages and the API out, and points at the sitemap', async () => {
    const res = await t.app.request('http://shop.example.in/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    expect(text.split('\n')).toEqual(
      expect.arrayContaining([
        'User-agent: *',
        'Allow: /',
        'Disallow: /profile',
        'Disallow: /checkout',
        'Disallow: /api/',
        'Sitemap: http://localhost:3000/sitemap.xml',
      ]),
    );
  });
});
