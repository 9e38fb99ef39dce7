import { mkdtempSync, readdirSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productColors, products } from '../db/schema';
import { seedDemo } from '../seed/seed';
import { createTestApp, type TestApp } from '../test/test-app';
import { imageCacheOf } from './image-cache';

/** The demo catalogue's colour photos and product ids, read from the database. */
async function catalogue(t: TestApp) {
  const colours = await t.db.select({ images: productColors.images }).from(productColors);
  const ids = await t.db.select({ id: products.id }).from(products);
  return { paths: [...new Set(colours.flatMap((c) => c.images))], productIds: ids.map((p) => p.id) };
}

const dirBytes = (dir: string) => readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);

describe('the render line (shipped defaults: 2 at once, 32 waiting), over real HTTP', () => {
  let t: TestApp;
  let cacheDir: string;
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'image-limits-'));
    t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir });
    await seedDemo(t.db);
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  }, 60_000);
  afterAll(async () => {
    close();
    await t.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('40 first requests at once: the excess is a 503 with Retry-After, and the API keeps answering fast', async () => {
    const { paths, productIds } = await catalogue(t);
    // The catalogue's image list is read once, before the burst (boot.ts does it at start-up).
    expect((await fetch(`${base}${paths[0]}/160.webp`)).status).toBe(200);
    const burst = paths.slice(1, 41).map((p) => `${p}/640.avif`);
    expect(burst).toHaveLength(40);
    // Each body is read as it comes: an unread one stalls its socket until the server closes it.
    const answers = Promise.all(
      burst.map(async (url) => {
        const r = await fetch(`${base}${url}`);
        return { status: r.status, retry: r.headers.get('retry-after'), body: await r.text() };
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const started = performance.now();
    const page = await fetch(`${base}/api/product/product/${productIds[7]}`);
    const apiMs = performance.now() - started;
    expect(page.status).toBe(200);
    expect(apiMs).toBeLessThan(1_500);

    const done = await answers;
    const refused = done.filter((r) => r.status === 503);
    expect(done.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(2 + 32);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(done.every((r) => r.status === 200 || r.status === 503)).toBe(true);
    for (const r of refused) {
      expect(Number(r.retry)).toBeGreaterThanOrEqual(1);
      expect(JSON.parse(r.body).error.code).toBe('rate_limited');
    }
    // A refused image was not drawn; asked again once the line is free, it is.
    const again = burst[done.findIndex((r) => r.status === 503)];
    expect(readdirSync(cacheDir)).not.toContain(again.slice('/images/'.length).replaceAll('/', '_'));
    expect((await fetch(`${base}${again}`)).status).toBe(200);
  }, 60_000);
});

describe('the disk cache cap (IMAGE_CACHE_MAX_MB)', () => {
  let t: TestApp;
  let cacheDir: string;
  beforeAll(async () => {
    cacheDir = mkdtempSync(join(tmpdir(), 'image-cap-'));
    // Left by an earlier run, before the cap: an old file of 0.9 MB and a newer one.
    writeFileSync(join(cacheDir, 'p_shirt_000000_1-plain_1280.webp'), Buffer.alloc(900 * 1024));
    utimesSync(join(cacheDir, 'p_shirt_000000_1-plain_1280.webp'), new Date('2026-01-01'), new Date('2026-01-01'));
    writeFileSync(join(cacheDir, 'p_shirt_000000_2-plain_160.webp'), Buffer.alloc(10 * 1024));
    t = await createTestApp({ IMAGE_CACHE_DIR: cacheDir, IMAGE_CACHE_MAX_MB: '1' });
    await seedDemo(t.db);
  }, 60_000);
  afterAll(async () => {
    await t.close();
    rmSync(cacheDir, { recursive: true, force: true });
  });

  it('stays under its cap, deleting the least recently used files first', async () => {
    const cap = 1024 * 1024;
    const { paths } = await catalogue(t);
    const first = `${paths[0]}/1280.jpg`;
    const firstFile = `${paths[0].slice('/images/'.length).replaceAll('/', '_')}_1280.jpg`;
    expect((await t.app.request(first)).status).toBe(200);
    for (const [i, p] of paths.slice(1, 25).entries()) {
      expect((await t.app.request(`${p}/1280.jpg`)).status).toBe(200);
      // The first image is read now and then, so it stays among the recently used.
      if (i % 4 === 0) expect((await t.app.request(first)).status).toBe(200);
      expect(dirBytes(cacheDir)).toBeLessThanOrEqual(cap);
    }
    const files = readdirSync(cacheDir);
    expect(files).not.toContain('p_shirt_000000_1-plain_1280.webp');
    expect(files).toContain(firstFile);
    expect(files.length).toBeLessThan(25);
    expect(await imageCacheOf(t.deps.env).size()).toBe(dirBytes(cacheDir));
  }, 60_000);
});
