import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Banner, HomeRow, NewLaunch, ProductDetail } from '@store/contract/catalog';
import { IMAGE_FORMATS, IMAGE_WIDTHS } from '@store/contract/images';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshProductSummary } from '../catalog/product-summary';
import { productColors } from '../db/schema';
import { seedDemo } from '../seed/seed';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { warmBannerImages } from './image-cache';
import { bannerImage, GARMENT_KINDS, PATTERNS } from './keys';

let t: TestApp;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'images-test-'));
  t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir });
  await seedDemo(t.db);
}, 60_000);
afterAll(async () => {
  await t.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });
const data = async <T>(path: string) => ((await (await get(`/api${path}`)).json()) as { data: T }).data;
const meta = async (res: Response) => sharp(Buffer.from(await res.arrayBuffer())).metadata();
/** What Chrome sends for an <img> */
const CHROME_IMG = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

/** One product page of the demo catalogue, as the API answers it. */
async function someProduct(): Promise<ProductDetail> {
  const rows = await data<HomeRow[]>('/product/sub-category/product/list');
  return data<ProductDetail>(`/product/product/${rows[0].products[0].id}`);
}

describe('GET /images/<key>/<width>.<format>', () => {
  it('serves a product photo as WebP at 4:5 with long-lived cache headers', async () => {
    const [path] = (await someProduct()).colors[0].images;
    const res = await get(`${path}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('vary')).toBeNull(); // the URL names its format
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const m = await sharp(body).metadata();
    expect([m.format, m.width, m.height]).toEqual(['webp', 480, 600]);
  });

  it('serves AVIF and JPEG, and banners at 12:5', async () => {
    const avif = await get(`${bannerImage(1)}/960.avif`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    const m = await meta(avif);
    expect([m.format, m.width, m.height]).toEqual(['heif', 960, 400]);
    const jpg = await get(`${bannerImage(1)}/320.jpg`);
    expect(jpg.headers.get('content-type')).toBe('image/jpeg');
    expect((await meta(jpg)).format).toBe('jpeg');
  });

  it('caches on disk and answers 304 to a matching If-None-Match', async () => {
    const [, second] = (await someProduct()).colors[0].images;
    const path = `${second}/320.webp`;
    const [a, b] = await Promise.all([get(path), get(path)]);
    const bodyA = Buffer.from(await a.arrayBuffer());
    expect(Buffer.from(await b.arrayBuffer()).equals(bodyA)).toBe(true);
    const files = readdirSync(cacheDir);
    expect(files).toContain(`${second.slice('/images/'.length).replaceAll('/', '_')}_320.webp`);
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const again = await get(path);
    expect(Buffer.from(await again.arrayBuffer()).equals(bodyA)).toBe(true);
    const notModified = await get(path, { 'if-none-match': a.headers.get('etag') as string });
    expect(notModified.status).toBe(304);
  });

  it('404s on unknown keys, widths, formats and traversal attempts', async () => {
    const [path] = (await someProduct()).colors[0].images;
    for (const p of [
      `${path}/500.webp`,
      `${path}/480.png`,
      `${path}/extra/480.webp`,
      '/images/p/robe/7b1e2b/1-block/480.webp',
      '/images/p/kurta/red/1-block/480.webp',
      '/images/b/99/480.webp',
      '/images/../../etc/passwd/480.webp',
      '/images/%2e%2e/%2e%2e/etc/480.webp',
      '/images/p/..%2f..%2fetc/7b1e2b/1-block/480.webp',
      '/images/480.webp',
      '/images/',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    expect(readdirSync(cacheDir).every((f) => !f.includes('..'))).toBe(true);
  });
});

describe('images of things the catalogue does not hold', () => {
  it('404 before anything is drawn or written: made-up colours, patterns, kinds, banners, charts', async () => {
    const [path] = (await someProduct()).colors[0].images; // /images/p/<kind>/<hex>/<view>-<pattern>
    const [, , kind, hex, viewPattern] = path.split('/').slice(1);
    const held = new Set(
      (await t.db.select({ images: productColors.images }).from(productColors)).flatMap((c) => c.images),
    );
    const absent = (paths: string[]) => paths.find((p) => !held.has(p)) as string;
    const before = readdirSync(cacheDir).sort();
    const madeUp = [
      ...Array.from(
        { length: 20 },
        () => `/images/p/lehenga/${Math.random().toString(16).slice(2, 8).padEnd(6, '0')}/1-zari`,
      ),
      absent(PATTERNS.map((p) => `/images/p/${kind}/${hex}/1-${p}`)),
      absent(GARMENT_KINDS.map((k) => `/images/p/${k}/${hex}/${viewPattern}`)),
      `/images/n/${kind}/${hex}/${viewPattern}`,
      '/images/b/6',
      '/images/s/saree',
      '/images/a/ZZ-123456',
    ];
    expect(madeUp.every(Boolean)).toBe(true);
    const answers = await Promise.all(
      madeUp.flatMap((p) => [get(`${p}/1280.avif`), get(`${p}/160.webp`), get(p, { accept: CHROME_IMG })]),
    );
    expect(answers.map((r) => r.status)).toEqual(answers.map(() => 404));
    expect((await answers[0].json()).error).toMatchObject({ code: 'not_found', message: 'Image not found' });
    expect(readdirSync(cacheDir).sort()).toEqual(before);
  });

  it('draws a colour added to the catalogue later at once', async () => {
    const path = '/images/p/kurti/0a1b2c/1-buti';
    expect((await get(path)).status).toBe(404);
    const { product, colors } = await createProduct(t.db, { colors: [{ name: 'Teal', hex: '#0a1b2c' }] });
    await t.db
      .update(productColors)
      .set({ images: [path] })
      .where(eq(productColors.id, colors[0].id));
    await refreshProductSummary(t.db, [product.id]);
    expect((await get(path)).status).toBe(200);
  });
});

describe('every image URL the API hands out answers as given', () => {
  it('banners, new launches, testimonials, cards, colours, thumbnails and size charts', async () => {
    const product = await someProduct();
    const launches = await data<NewLaunch[]>('/product/new-launch');
    const testimonials = await data<{ image: string }[]>('/general/testimonials');
    const urls = new Set([
      ...(await data<Banner[]>('/global/floating')).map((b) => b.image),
      launches[0].images[0],
      testimonials[0].image,
      (await data<HomeRow[]>('/product/sub-category/product/list'))[1].products[0].image_1,
      product.colors[0].thumbnail,
      product.colors.at(-1)?.images.at(-1) as string,
      product.size_chart as string,
    ]);
    expect(urls.size).toBeGreaterThanOrEqual(9);
    for (const url of urls) {
      expect(url, 'an image base path').toMatch(/^\/images\/[a-z]\/[^.]+$/);
      const res = await get(url, { accept: CHROME_IMG });
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toBe('image/avif');
      expect((await meta(res)).width, url).toBeGreaterThanOrEqual(160);
    }
  });

  it('the product answer says which widths and formats a path takes', async () => {
    const product = await someProduct();
    expect(product.image_widths).toEqual([...IMAGE_WIDTHS]);
    expect(product.image_formats).toEqual([...IMAGE_FORMATS]);
    for (const format of product.image_formats) {
      const res = await get(`${product.colors[0].thumbnail}/${product.image_widths[0]}.${format}`);
      expect(res.status, format).toBe(200);
    }
  });
});

describe('GET /images/<key> as given', () => {
  it('negotiates the format by Accept (AVIF > WebP > JPEG) at a default width, with Vary: Accept', async () => {
    const thumb = (await someProduct()).colors[0].thumbnail;
    const cases: [string | undefined, string, string][] = [
      ['image/avif', 'image/avif', 'heif'],
      [CHROME_IMG, 'image/avif', 'heif'],
      ['image/webp', 'image/webp', 'webp'],
      ['image/webp,image/avif;q=0', 'image/webp', 'webp'],
      ['image/avif;q=0.5,image/webp', 'image/webp', 'webp'],
      ['*/*', 'image/jpeg', 'jpeg'],
      ['image/*', 'image/jpeg', 'jpeg'],
      [undefined, 'image/jpeg', 'jpeg'],
    ];
    for (const [accept, type, format] of cases) {
      const res = await get(thumb, accept ? { accept } : {});
      expect(res.status, accept).toBe(200);
      expect(res.headers.get('content-type'), accept).toBe(type);
      expect(res.headers.get('vary'), accept).toBe('Accept');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const m = await meta(res);
      expect([m.format, m.width, m.height], accept).toEqual([format, 640, 800]);
    }
  });

  it('banners default to a desktop width, and a 304 keeps Vary', async () => {
    const res = await get(bannerImage(2), { accept: 'image/webp' });
    const m = await meta(res);
    expect([m.format, m.width, m.height]).toEqual(['webp', 1280, 533]);
    const again = await get(bannerImage(2), {
      accept: 'image/webp',
      'if-none-match': res.headers.get('etag') as string,
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('vary')).toBe('Accept');
  });
});

describe('warmBannerImages', () => {
  it('draws each banner at the widths phones and desktops pick, so a first visit reads them from disk', async () => {
    await warmBannerImages(t.deps.env, [bannerImage(4), bannerImage(5)]);
    const drawn = readdirSync(cacheDir).filter((f) => /^b_[45]_/.test(f));
    expect(drawn.sort()).toEqual([
      'b_4_1280.avif',
      'b_4_640.avif',
      'b_4_960.avif',
      'b_5_1280.avif',
      'b_5_640.avif',
      'b_5_960.avif',
    ]);
    const res = await get(`${bannerImage(4)}/960.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
  });
});
