import { isDeepStrictEqual } from 'node:util';
import {
  type HomeRow,
  type ListingMeta,
  ListingQuery,
  type ProductCard,
  type ProductDetail,
} from '@store/contract/catalog';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { products, skus } from '../db/schema';
import { refreshInventory } from '../inventory/stock-moves';
import { listProducts, warmListings } from '../search/listing.queries';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { AnswerCache, invalidateCatalogue, invalidateProducts } from './catalog-cache';
import { cachedProductDetail } from './product-detail';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(path: string) => (await (await t.call('GET', path)).json()) as { data: T; meta: ListingMeta };

describe('AnswerCache', () => {
  it('serves a stored answer without loading again, and concurrent misses share one load', async () => {
    const cache = new AnswerCache();
    let loads = 0;
    const load = async () => {
      loads++;
      await new Promise((r) => setTimeout(r, 5));
      return { ids: [1] };
    };
    const [a, b] = await Promise.all([cache.get('k', load, (v) => v.ids), cache.get('k', load, (v) => v.ids)]);
    expect(a).toBe(b);
    expect(await cache.get('k', load, (v) => v.ids)).toBe(a);
    expect(loads).toBe(1);
  });

  it('drops answers showing an invalidated product, and keeps the others', async () => {
    const cache = new AnswerCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    await cache.get('shows-901', load, () => [901]);
    await cache.get('shows-902', load, () => [902]);
    invalidateProducts([901]);
    expect((await cache.get('shows-901', load, () => [901])).n).toBe(3);
    expect((await cache.get('shows-902', load, () => [902])).n).toBe(2);
  });

  it('does not keep an answer whose product changed while it was being computed', async () => {
    const cache = new AnswerCache();
    let loads = 0;
    const racing = async () => {
      loads++;
      invalidateProducts([903]); // a write lands while the read is in flight
      return loads;
    };
    await cache.get('raced', racing, () => [903]);
    await cache.get('raced', racing, () => [903]);
    expect(loads).toBe(2);
  });

  // The clock moves only when a test says so: a busy machine cannot stretch a 25 ms wait past
  // the 40 ms after which an answer is forgotten (seen once in CI).
  const later = (ms: number) => vi.setSystemTime(Date.now() + ms);
  afterEach(() => vi.useRealTimers());

  it('serves an expired answer once more while one load refreshes it, and forgets it after twice its time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AnswerCache({ ttlMs: 20 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get('k', load, () => [])).toBe(1);
    later(25);
    const [a, b] = await Promise.all([cache.get('k', load, () => []), cache.get('k', load, () => [])]);
    expect([a, b]).toEqual([1, 1]); // stale, answered at once
    expect(loads).toBe(2); // one refresh for both
    expect(await cache.get('k', load, () => [])).toBe(2);
    later(45);
    expect(await cache.get('k', load, () => [])).toBe(3); // past twice the time to live: loaded first
  });

  it('reloads at most two expired answers at once behind their stale ones; the rest on a later request', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AnswerCache({ ttlMs: 20 });
    const reloading: (() => void)[] = [];
    let stored = 0;
    const load = (key: string) => () =>
      stored++ < 5 ? Promise.resolve(`${key} 1`) : new Promise<string>((r) => reloading.push(() => r(`${key} 2`)));
    const keys = ['a', 'b', 'c', 'd', 'e'];
    for (const k of keys) await cache.get(k, load(k), () => []);
    later(25);
    expect(await Promise.all(keys.map((k) => cache.get(k, load(k), () => [])))).toEqual(keys.map((k) => `${k} 1`));
    expect(reloading).toHaveLength(2); // a and b; c, d and e stay stale for now
    for (const done of reloading.splice(0)) done();
    await new Promise((r) => setImmediate(r));
    expect(await cache.get('a', load('a'), () => [])).toBe('a 2');
    expect(await cache.get('c', load('c'), () => [])).toBe('c 1'); // its reload starts now
    expect(reloading).toHaveLength(1);
  });

  it('never serves an invalidated answer stale, and forgets everything on a catalogue-wide change', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AnswerCache({ ttlMs: 20 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('shows-904', load, () => [904]);
    later(25);
    invalidateProducts([904]);
    expect(await cache.get('shows-904', load, () => [904])).toBe(2);
    const long = new AnswerCache();
    await long.get('long', load, () => []);
    invalidateCatalogue();
    expect(await long.get('long', load, () => [])).toBe(4);
  });

  it('keeps the object it replaces when a reload finds the same answer, and takes a changed one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AnswerCache({ ttlMs: 20 });
    let price = 499;
    const load = async () => ({ cards: [{ id: 905, price }] });
    const reloaded = () => new Promise((r) => setImmediate(r)); // the refresh behind a stale answer is done
    const first = await cache.get('k', load, (v) => v.cards.map((c) => c.id));
    later(25);
    expect(await cache.get('k', load, () => [905])).toBe(first); // stale, reloading
    await reloaded();
    expect(await cache.get('k', load, () => [905])).toBe(first);
    price = 449;
    later(25);
    expect(await cache.get('k', load, () => [905])).toBe(first);
    await reloaded();
    const changed = await cache.get('k', load, () => [905]);
    expect(changed.cards[0].price).toBe(449);
    expect(first.cards[0].price).toBe(499); // a stored answer is never changed in place
  });

  it('drops on invalidation exactly the entries showing the product as last stored', async () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('shows 911', load, () => [911, 912]);
    await cache.get('shows 913', load, () => [913]);
    invalidateProducts([912]);
    expect(await cache.get('shows 913', load, () => [913])).toBe(2); // untouched
    expect(await cache.get('shows 911', load, () => [914])).toBe(3); // dropped, and now shows 914
    invalidateProducts([911]);
    expect(await cache.get('shows 911', load, () => [914])).toBe(3); // no longer shows 911
    await cache.get('third', load, () => [913]); // the cache holds two: 'shows 913' goes
    invalidateProducts([914]);
    expect(await cache.get('third', load, () => [913])).toBe(4); // kept
    expect(await cache.get('shows 911', load, () => [914])).toBe(5); // dropped
  });

  it('keeps at most its number of entries, dropping the one asked for longest ago', async () => {
    const cache = new AnswerCache({ maxEntries: 2 });
    let loads = 0;
    const load = async () => ++loads;
    await cache.get('a', load, () => []);
    await cache.get('b', load, () => []);
    await cache.get('a', load, () => []); // asked again: now the most recent
    await cache.get('c', load, () => []); // drops b
    expect(loads).toBe(3);
    await cache.get('a', load, () => []);
    await cache.get('c', load, () => []);
    expect(loads).toBe(3);
    expect(await cache.get('b', load, () => [])).toBe(4);
  });

  it('keeps answers of nothing within a share of their own: a run of unknown ids pushes out no real answer', async () => {
    const cache = new AnswerCache({ maxEntries: 10, maxAbsent: 2 });
    let loads = 0;
    const real = async () => ({ n: ++loads });
    const nothing = async () => {
      loads++;
      return null;
    };
    for (const k of ['a', 'b', 'c']) await cache.get(k, real, () => []);
    for (let i = 0; i < 50; i++) await cache.get(`unknown-${i}`, nothing, () => []);
    expect(loads).toBe(53);
    for (const k of ['a', 'b', 'c']) expect(cache.has(k)).toBe(true);
    // the two unknown ids asked for last are kept, the others were pushed out by them
    expect([cache.has('unknown-48'), cache.has('unknown-49'), cache.has('unknown-47')]).toEqual([true, true, false]);
    // one asked again becomes the most recent of its share
    await cache.get('unknown-48', nothing, () => []);
    await cache.get('unknown-50', nothing, () => []);
    expect([cache.has('unknown-48'), cache.has('unknown-50'), cache.has('unknown-49')]).toEqual([true, true, false]);
    expect(loads).toBe(54);
  });

  it('spreads expiries over the last quarter of the time to live, so entries stored together reload apart', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = new AnswerCache({ ttlMs: 100 });
    let loads = 0;
    const load = async () => ++loads;
    const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    for (const k of keys) await cache.get(k, load, () => []);
    later(74);
    for (const k of keys) await cache.get(k, load, () => []);
    expect(loads).toBe(40); // all still fresh
    later(13); // 87 ms: some are due, not all
    for (const k of keys) await cache.get(k, load, () => []);
    expect(loads).toBeGreaterThan(40);
    expect(loads).toBeLessThan(80);
  });
});

describe('cached listings and product pages follow stock', () => {
  it('a sold-out product shows as out of stock on its listing and page at once', async () => {
    const { product, subCategoryId } = await createProduct(t.db, { stock: 1, sizes: ['M'] });
    const listing = `/api/product/product/search?sub_cat=${subCategoryId}`;
    const card = async () => (await json<ProductCard[]>(listing)).data.find((c) => c.id === product.id);
    expect((await card())?.in_stock).toBe(true);
    expect((await json<ProductDetail>(`/api/product/product/${product.id}`)).data.inventory).toBe(1);

    // What placing an order does: take the stock, then refresh the product's inventory.
    await t.db.update(skus).set({ stock: 0 }).where(eq(skus.productId, product.id));
    await refreshInventory(t.db, [product.id]);

    expect((await card())?.in_stock).toBe(false);
    const page = (await json<ProductDetail>(`/api/product/product/${product.id}`)).data;
    expect(page.inventory).toBe(0);
    expect(page.in_stock).toBe(false);
  });

  it('the home rows come from memory, and a sold-out card in them shows as out of stock at once', async () => {
    const { product } = await createProduct(t.db, { stock: 1, sizes: ['M'] });
    const homeCard = async () =>
      (await json<HomeRow[]>('/api/product/sub-category/product/list')).data
        .flatMap((row) => row.products)
        .find((c) => c.id === product.id);
    invalidateCatalogue(); // what adding a product in bulk does
    expect((await homeCard())?.in_stock).toBe(true);

    // Renamed behind the cache's back (no invalidation): the rows are served from memory.
    await t.db.update(products).set({ name: 'Renamed Behind The Cache' }).where(eq(products.id, product.id));
    expect((await homeCard())?.name).toBe(product.name);

    await t.db.update(skus).set({ stock: 0 }).where(eq(skus.productId, product.id));
    await refreshInventory(t.db, [product.id]);
    const card = await homeCard();
    expect(card?.in_stock).toBe(false);
    expect(card?.name).toBe('Renamed Behind The Cache');
  });

  // The premise of keeping an unchanged reload's object (AnswerCache.store): reading the same
  // data again gives an equal answer, so nothing time- or order-dependent is in one.
  it('a listing and a product page read again from unchanged data are equal answers', async () => {
    const { product, subCategoryId } = await createProduct(t.db);
    const query = ListingQuery.parse({ sub_cat: subCategoryId });
    const listing = await listProducts(t.db, query, true);
    const page = await cachedProductDetail(t.db, product.id);
    invalidateCatalogue();
    const [listingAgain, pageAgain] = [
      await listProducts(t.db, query, true),
      await cachedProductDetail(t.db, product.id),
    ];
    expect(listingAgain).not.toBe(listing);
    expect(isDeepStrictEqual(listingAgain, listing)).toBe(true);
    expect(isDeepStrictEqual(pageAgain, page)).toBe(true);
  });

  it('a new product in a category shows up in its listing and total', async () => {
    const { subCategoryId, categoryId } = await createProduct(t.db);
    const listing = `/api/product/product/search?sub_cat=${subCategoryId}`;
    const before = (await json<ProductCard[]>(listing)).meta.total;
    const { product } = await createProduct(t.db, { categoryId, subCategoryId });
    const after = await json<ProductCard[]>(listing);
    expect(after.meta.total).toBe(before + 1);
    expect(after.data.map((c) => c.id)).toContain(product.id);
  });
});

describe('warmListings', () => {
  it('puts the first page of every category and sub-category in memory, as the listing page asks for it', async () => {
    const { product, categoryId, subCategoryId } = await createProduct(t.db);
    await warmListings(t.db);
    // Renamed behind the cache's back (no invalidation): a page served from memory keeps the old name.
    await t.db.update(products).set({ name: 'Renamed Behind The Cache' }).where(eq(products.id, product.id));
    for (const scope of [`cat=${categoryId}`, `sub_cat=${subCategoryId}`]) {
      const page = await json<ProductCard[]>(`/api/product/product/search?${scope}`);
      expect(page.data.map((c) => c.name)).toEqual([product.name]);
    }
    // A sort it did not load comes from the database.
    const sorted = await json<ProductCard[]>(`/api/product/product/search?cat=${categoryId}&sort=price_asc`);
    expect(sorted.data.map((c) => c.name)).toEqual(['Renamed Behind The Cache']);
  });
});
