import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../db/schema';
import { createProduct } from '../test/factories';
import { hasBuild, kind, makeStoreDb, NO_BUILD, startServer } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';
import { productDetailCached, warmProductPages } from './product-detail';
import { warmCatalogue } from './warm-catalogue';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('warmProductPages', () => {
  it('reads the pages of the newest active products into memory, as many as asked', async () => {
    const day = (d: number) => new Date(`2030-01-0${d}T00:00:00Z`);
    const older = await createProduct(t.db, { createdAt: day(1) });
    const newer = await createProduct(t.db, { createdAt: day(2) });
    const newest = await createProduct(t.db, { createdAt: day(3) });
    const hidden = await createProduct(t.db, { createdAt: day(4) });
    await t.db.update(products).set({ active: false }).where(eq(products.id, hidden.product.id));

    expect(await warmProductPages(t.db, 2)).toBe(2);
    expect(productDetailCached(t.db, newest.product.id)).toBe(true);
    expect(productDetailCached(t.db, newer.product.id)).toBe(true);
    expect(productDetailCached(t.db, older.product.id)).toBe(false);
    expect(productDetailCached(t.db, hidden.product.id)).toBe(false);

    // Renamed behind the cache's back (no invalidation): the page is answered from memory.
    await t.db.update(products).set({ name: 'Renamed Behind The Cache' }).where(eq(products.id, newest.product.id));
    const page = await t.call('GET', `/api/product/product/${newest.product.id}`);
    expect(page.status).toBe(200);
    expect((await page.json()).data.name).toBe(newest.product.name);
  });
});

describe('/readyz while the catalogue warms', () => {
  it('answers 503 with the reason until the catalogue is in memory, then 200', async () => {
    await createProduct(t.db);
    const warming = warmCatalogue(t.db);
    const during = await t.call('GET', '/readyz');
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('2');
    expect(await during.json()).toEqual({ status: 'not ready', reason: 'reading the catalogue into memory' });
    await warming;
    const after = await t.call('GET', '/readyz');
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready' });
  });
});

describe.skipIf(!hasBuild)(
  `the built store warms its catalogue at start (${kind})${hasBuild ? '' : ` (${NO_BUILD})`}`,
  () => {
    it('reads the active products’ pages before /readyz says ready, and says so in its log', async () => {
      const db = await makeStoreDb();
      const d = await db.open();
      for (let i = 0; i < 3; i++) await createProduct(d.db);
      const hidden = await createProduct(d.db);
      await d.db.update(products).set({ active: false }).where(eq(products.id, hidden.product.id));
      await d.close();
      // startServer returns once /readyz answers 200
      const server = await startServer(db);
      try {
        expect(server.output()).toMatch(
          /\[cache\] catalogue in memory: first listing pages and 3 product pages, \d+ ms/,
        );
        const page = await fetch(`${server.url}/api/product/product/${hidden.product.id}`);
        expect(page.status).toBe(404);
      } finally {
        await server.kill('SIGKILL');
        await db.drop();
      }
    });
  },
);
