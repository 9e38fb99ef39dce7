import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { ListingMeta, ProductCard, ProductDetail } from '@store/contract/catalog';
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, skus } from '../db/schema';
import { compressResponses } from '../http/compress';
import { refreshInventory } from '../inventory/stock-moves';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { invalidateCatalogue } from './catalog-cache';
import { sendPrepared } from './prepared-answer';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME = 'gzip, deflate, br, zstd';
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());
/** The JSON of an answer in whichever encoding it came. */
const decoded = async (res: Response) => {
  const body = await bytes(res);
  const encoding = res.headers.get('content-encoding');
  return JSON.parse(
    (encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body).toString(),
  );
};

describe('a cached catalogue answer', () => {
  it('is the same JSON as it is, in Brotli and in gzip, with one ETag (weak when compressed) and its length', async () => {
    const { categoryId, subCategoryId } = await createProduct(t.db);
    for (let i = 0; i < 5; i++) await createProduct(t.db, { categoryId, subCategoryId });
    const path = `/api/product/product/search?sub_cat=${subCategoryId}&page_size=60`;
    const plain = await t.call('GET', path);
    const json = await bytes(plain);
    expect(json.length).toBeGreaterThan(1024); // large enough to be compressed
    expect(JSON.parse(json.toString()).meta.page_size).toBe(60);
    const etag = plain.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(plain.headers.get('content-length')).toBe(String(json.length));
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);

    const br = await t.call('GET', path, undefined, { 'accept-encoding': CHROME });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(`W/${etag}`);
    expect(br.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(br.headers.get('cache-control')).toBe(plain.headers.get('cache-control'));
    expect(brotliDecompressSync(await bytes(br)).equals(json)).toBe(true);

    const gz = await t.call('GET', path, undefined, { 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await bytes(gz)).equals(json)).toBe(true);

    // Either form of the tag revalidates either form of the answer.
    for (const [tag, encoding] of [
      [etag, CHROME],
      [`W/${etag}`, 'identity'],
    ]) {
      const again = await t.call('GET', path, undefined, { 'if-none-match': tag, 'accept-encoding': encoding });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('shows a stock change at once: new bytes, a new ETag, and the old one no longer answers 304', async () => {
    const { product } = await createProduct(t.db, { stock: 2, sizes: ['M'] });
    const path = `/api/product/product/${product.id}`;
    const first = await t.call('GET', path, undefined, { 'accept-encoding': CHROME });
    const etag = first.headers.get('etag') as string;
    const before = (await decoded(first)) as { data: ProductDetail };
    expect(before.data.inventory).toBe(2);

    await t.db.update(skus).set({ stock: 0 }).where(eq(skus.productId, product.id));
    await refreshInventory(t.db, [product.id]);

    const after = await t.call('GET', path, undefined, { 'if-none-match': etag, 'accept-encoding': CHROME });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const page = (await decoded(after)) as { data: ProductDetail };
    expect(page.data.inventory).toBe(0);
  });

  it("shows a console edit at once: invalidateCatalogue (the console's call) and the next answer has it", async () => {
    const { product, subCategoryId } = await createProduct(t.db);
    const path = `/api/product/product/search?sub_cat=${subCategoryId}`;
    const names = async () =>
      ((await (await t.call('GET', path)).json()) as { data: ProductCard[]; meta: ListingMeta }).data.map(
        (c) => c.name,
      );
    expect(await names()).toEqual([product.name]);
    await t.db.update(products).set({ name: 'Renamed In The Console' }).where(eq(products.id, product.id));
    expect(await names()).toEqual([product.name]); // from memory until told
    invalidateCatalogue();
    expect(await names()).toEqual(['Renamed In The Console']);
  });
});

describe('sendPrepared', () => {
  // The contract: a cached answer is never changed once stored, so its bytes are made once.
  const answer = { data: Array.from({ length: 100 }, (_, i) => ({ id: i, name: `Kurta ${i}` })) };
  const app = new Hono();
  app.use('*', compressResponses());
  app.get('/answer', (c) => sendPrepared(c, answer, { wrapInData: false, cacheControl: 'public, max-age=60' }));
  app.get('/small', (c) => sendPrepared(c, { ok: true }, { wrapInData: true, cacheControl: 'public, max-age=60' }));

  it('serialises and compresses an answer once, whatever is asked of it later', async () => {
    const first = await app.request('/answer', { headers: { 'accept-encoding': 'br' } });
    const compressed = await bytes(first);
    answer.data[0].name = 'changed behind its back';
    const plain = await app.request('/answer');
    expect(JSON.parse(await plain.text()).data[0].name).toBe('Kurta 0');
    const again = await app.request('/answer', { headers: { 'accept-encoding': 'br' } });
    expect((await bytes(again)).equals(compressed)).toBe(true);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('sends a small answer as it is, wrapped in data when asked, and leaves it to no other encoder', async () => {
    const res = await app.request('/small', { headers: { 'accept-encoding': CHROME } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(await res.json()).toEqual({ data: { ok: true } });
  });
});
