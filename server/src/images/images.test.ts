import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { warmBannerImages } from './image-cache';
import { avatarImage, bannerImage, categoryImage, launchImage, productImage, sizeChartImage } from './keys';

let t: TestApp;
let cacheDir: string;

beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'images-test-'));
  t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir });
});
afterAll(async () => {
  await t.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('GET /images/<key>/<width>.<format>', () => {
  it('serves a product photo as WebP at 4:5 with long-lived cache headers', async () => {
    const res = await get(`${productImage('kurta', '#7b1e2b', 1, 'block')}/480.webp`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^".+"$/);
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
    const meta = await sharp(body).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 480, 600]);
  });

  it('serves AVIF, and banners at 12:5', async () => {
    const res = await get(`${bannerImage(1)}/960.avif`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/avif');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['heif', 960, 400]);
  });

  it('draws every kind of image the API hands out', async () => {
    const paths = [
      productImage('saree', '#e0115f', 4, 'zari'),
      productImage('jeans', '#4f6f95', 2, 'denim'),
      launchImage('lehenga', '#7b1e2b', 3, 'zari'),
      categoryImage('ethnic-wear'),
      sizeChartImage('shirt'),
      avatarImage('Priya Sharma', '#b4456a'),
      '/images/a/PS-b4456a',
    ];
    for (const p of paths) {
      const res = await get(`${p}/160.webp`);
      expect(res.status, p).toBe(200);
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([meta.width, meta.height], p).toEqual([160, 200]);
    }
  });

  it('caches on disk and answers 304 to a matching If-None-Match', async () => {
    const path = `${productImage('shirt', '#8fbce6', 3, 'checks')}/320.webp`;
    const [a, b] = await Promise.all([get(path), get(path)]);
    const bodyA = Buffer.from(await a.arrayBuffer());
    expect(Buffer.from(await b.arrayBuffer()).equals(bodyA)).toBe(true);
    const files = readdirSync(cacheDir);
    expect(files).toContain('p_shirt_8fbce6_3-checks_320.webp');
    expect(files.some((f) => f.endsWith('.tmp'))).toBe(false);
    const again = await get(path);
    expect(Buffer.from(await again.arrayBuffer()).equals(bodyA)).toBe(true);
    const etag = a.headers.get('etag') as string;
    const notModified = await get(path, { 'if-none-match': etag });
    expect(notModified.status).toBe(304);
  });

  it('404s on unknown keys, widths, formats and traversal attempts', async () => {
    for (const p of [
      '/images/p/kurta/7b1e2b/1-block/500.webp',
      '/images/p/kurta/7b1e2b/1-block/480.png',
      '/images/p/robe/7b1e2b/1-block/480.webp',
      '/images/p/kurta/red/1-block/480.webp',
      '/images/p/kurta/7b1e2b/9-block/480.webp',
      '/images/b/99/480.webp',
      '/images/p/kurta/7b1e2b/1-block/extra/480.webp',
      '/images/../../etc/passwd/480.webp',
      '/images/%2e%2e/%2e%2e/etc/480.webp',
      '/images/p/..%2f..%2fetc/7b1e2b/1-block/480.webp',
      '/images/480.webp',
    ]) {
      const res = await get(p);
      expect(res.status, p).toBe(404);
    }
    expect(readdirSync(cacheDir).every((f) => !f.includes('..'))).toBe(true);
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
