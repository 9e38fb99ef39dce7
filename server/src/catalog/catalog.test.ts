import type { Banner, Category, HomeRow, ListingMeta, NewLaunch, ProductCard } from '@store/contract/catalog';
import { toRupees } from '@store/contract/money';
import { discountedPrice } from '@store/contract/pricing';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, newLaunches, products } from '../db/schema';
import { createCategory, createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { CATALOG_CACHE_CONTROL } from './cached-answers';
import { HOME_ROW_SIZE } from './catalog.queries';
import { invalidateCatalogue, invalidateProducts } from './catalog-cache';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async <T>(path: string) => {
  const res = await t.call('GET', path);
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
};

const CARD_KEYS = [
  'colors',
  'discount',
  'discounted_price',
  'id',
  'image_1',
  'in_stock',
  'name',
  'price',
  'rating',
  'sizes',
  'slug',
  'url',
];

describe('GET /api/product/category/list', () => {
  it('lists categories with their sub-categories in shop order', async () => {
    const { category, sub } = await createCategory(t.db, { name: 'Ethnic Wear', subName: 'Kurtas' });
    const list = await get<Category[]>('/api/product/category/list');
    expect(list.find((c) => c.id === category.id)).toEqual({
      id: category.id,
      name: 'Ethnic Wear',
      slug: category.slug,
      image: null, // the owner's Shop By Category picture (console), none until set
      sub_categories: [{ id: sub.id, name: 'Kurtas', slug: 'kurtas' }],
    });
  });
});

describe('GET /api/global/floating and /api/product/new-launch', () => {
  it('answers home banners in order with {id, image, phone_image, title, subtitle, link}', async () => {
    await t.db.insert(banners).values([
      {
        image: '/images/banner/2',
        title: 'Wedding Edit',
        subtitle: 'Sherwanis and lehengas',
        link: '/search/category/3/ethnic-wear',
        position: 2,
      },
      { image: '/images/banner/1', title: 'Summer Linen', link: '/search/sub-category/1/shirts', position: 1 },
    ]);
    const list = await get<Banner[]>('/api/global/floating');
    expect(list.map((b) => b.title)).toEqual(['Summer Linen', 'Wedding Edit']);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      image: '/images/banner/2',
      phone_image: null, // the phone's picture, when the owner sets one
      title: 'Wedding Edit',
      subtitle: 'Sherwanis and lehengas',
      link: '/search/category/3/ethnic-wear',
    });
  });

  it('answers new launches with name, description and images', async () => {
    await t.db.insert(newLaunches).values({
      name: 'Festive Kurta Sets',
      description: 'Arriving for Diwali',
      images: ['/images/nl/1', '/images/nl/2'],
    });
    const list = await get<NewLaunch[]>('/api/product/new-launch');
    expect(list).toContainEqual({
      id: expect.any(Number),
      name: 'Festive Kurta Sets',
      description: 'Arriving for Diwali',
      images: ['/images/nl/1', '/images/nl/2'],
    });
  });
});

describe('GET /api/product/sub-category/product/list', () => {
  it('answers one row per sub-category with products, newest cards first, at most HOME_ROW_SIZE', async () => {
    const { category, sub } = await createCategory(t.db, { name: 'Men', subName: 'Shirts' });
    const empty = await createCategory(t.db, { name: 'Kids', subName: 'Rompers' });
    for (let i = 0; i < HOME_ROW_SIZE + 2; i++) {
      await createProduct(t.db, {
        name: `Home Shirt ${i}`,
        categoryId: category.id,
        subCategoryId: sub.id,
        createdAt: new Date(Date.UTC(2025, 1, 1 + i)),
      });
    }
    const rows = await get<HomeRow[]>('/api/product/sub-category/product/list');
    expect(rows.find((r) => r.id === empty.sub.id)).toBeUndefined();
    const row = rows.find((r) => r.id === sub.id) as HomeRow;
    expect(row).toMatchObject({
      id: sub.id,
      name: 'Shirts',
      slug: 'shirts',
      category: { id: category.id, name: 'Men', slug: category.slug },
    });
    expect(row.products).toHaveLength(HOME_ROW_SIZE);
    expect(row.products[0].name).toBe(`Home Shirt ${HOME_ROW_SIZE + 1}`);
    expect(row.products.map((p) => p.name)).not.toContain('Home Shirt 0');
    expect(Object.keys(row.products[0]).sort()).toEqual(CARD_KEYS);
  });
});

describe('cards', () => {
  it('speak rupees, with the discounted price rounded down as docs/spec.md §9 says', async () => {
    const cases = [
      [999, 33], // 669.33 -> 669
      [1299.5, 15], // 1104.575 -> 1104
      [14999, 70], // 4499.7 -> 4499
      [399, 0],
      [1000, 90],
    ] as const;
    const { category, sub } = await createCategory(t.db, { subName: 'Rounding' });
    for (const [price, discount] of cases) {
      const { product } = await createProduct(t.db, {
        price,
        discount,
        categoryId: category.id,
        subCategoryId: sub.id,
        name: `Round ${price} ${discount}`,
      });
      const detail = await get<ProductCard>(`/api/product/product/${product.id}`);
      expect(detail.price).toBe(price);
      expect(detail.discount).toBe(discount);
      expect(detail.discounted_price).toBe(toRupees(discountedPrice(Math.round(price * 100), discount)));
      expect(Number.isInteger(detail.discounted_price)).toBe(true);
    }
    const list = await get<ProductCard[]>(`/api/product/product/search?sub_cat=${sub.id}&sort=price_asc`);
    expect(list.map((p) => p.discounted_price)).toEqual([100, 399, 669, 1104, 4499]);
  });
});

describe('listing facets', () => {
  it('stay true when products are added after a listing was served', async () => {
    const { category, sub } = await createCategory(t.db, { subName: 'Facet Tops' });
    const scope = { categoryId: category.id, subCategoryId: sub.id };
    await createProduct(t.db, { ...scope, colors: [{ name: 'Navy' }], sizes: ['M'] });
    const facets = async () =>
      ((await (await t.call('GET', `/api/product/product/search?sub_cat=${sub.id}`)).json()) as { meta: ListingMeta })
        .meta.facets;
    expect(await facets()).toMatchObject({ sizes: ['M'], colors: ['Navy'] });
    await createProduct(t.db, { ...scope, colors: [{ name: 'sky blue' }], sizes: ['XS', '4XL'] });
    expect(await facets()).toMatchObject({ sizes: ['XS', 'M', '4XL'], colors: ['Navy', 'Sky Blue'] });
  });
});

describe('catalogue caching', () => {
  it('sends an ETag and a short public cache header, and answers 304 when unchanged', async () => {
    const first = await t.call('GET', '/api/global/floating');
    const etag = first.headers.get('etag') as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
    expect(CATALOG_CACHE_CONTROL).toBe('public, max-age=60, stale-while-revalidate=300');

    const again = await t.call('GET', '/api/global/floating', undefined, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    const weak = await t.call('GET', '/api/global/floating', undefined, { 'if-none-match': `"x", W/${etag}` });
    expect(weak.status).toBe(304);

    // Banners change with the catalogue (seed), which drops every cached answer.
    await t.db.insert(banners).values({ image: '/images/banner/3', title: 'Sale', link: '/' });
    invalidateCatalogue();
    const changed = await t.call('GET', '/api/global/floating', undefined, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it.each(['/api/product/category/list', '/api/product/sub-category/product/list', '/api/product/new-launch'])(
    '%s is cacheable too',
    async (path) => {
      const res = await t.call('GET', path);
      expect(res.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
      const again = await t.call('GET', path, undefined, { 'if-none-match': res.headers.get('etag') as string });
      expect(again.status).toBe(304);
    },
  );

  it('product pages and listings are cacheable', async () => {
    const { product, subCategoryId } = await createProduct(t.db);
    for (const path of [`/api/product/product/${product.id}`, `/api/product/product/search?sub_cat=${subCategoryId}`]) {
      const res = await t.call('GET', path);
      expect(res.headers.get('cache-control')).toBe(CATALOG_CACHE_CONTROL);
      const again = await t.call('GET', path, undefined, { 'if-none-match': res.headers.get('etag') as string });
      expect(again.status).toBe(304);
    }
    // An inactive product is gone, and so is its cached version. (The store has no route that
    // deactivates; a direct write must tell the in-process cache, as the store's writers do.)
    await t.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    invalidateProducts([product.id]);
    expect((await t.call('GET', `/api/product/product/${product.id}`)).status).toBe(404);
  });
});
