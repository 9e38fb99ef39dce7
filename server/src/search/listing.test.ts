import type { ListingMeta, ProductCard } from '@store/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { buildSearchCatalogue, FIXTURE_PRODUCTS } from './search.fixtures';
import { vacuumCatalogue } from './search-words';

let t: TestApp;
let fx: Awaited<ReturnType<typeof buildSearchCatalogue>>;
beforeAll(async () => {
  t = await createTestApp();
  fx = await buildSearchCatalogue(t.db);
});
afterAll(() => t.close());

type Body = { data: ProductCard[]; meta: ListingMeta };
async function list(query: string): Promise<Body> {
  const res = await t.call('GET', `/api/product/product/search?${query}`);
  expect(res.status).toBe(200);
  return res.json();
}
async function fails(query: string, status: number) {
  const res = await t.call('GET', `/api/product/product/search?${query}`);
  expect(res.status).toBe(status);
  return (await res.json()).error as { code: string; message: string; fields?: Record<string, string> };
}
const cat = (name: string) => fx.catIds.get(name) as number;
const sub = (name: string) => fx.subIds.get(name)?.id as number;
const names = (b: Body) => b.data.map((p) => p.name);
const ethnic = FIXTURE_PRODUCTS.filter((p) =>
  ['Kurtas', 'Sarees', 'Lehengas', 'Sherwanis', 'Nehru Jackets'].includes(p.sub),
);

describe('listing a category or a sub-category', () => {
  it('lists a category newest first, titled with its name, with cards and facets', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}`);
    expect(names(body)).toEqual(ethnic.map((p) => p.name).reverse());
    expect(body.meta).toEqual({
      total: ethnic.length,
      page: 1,
      page_size: 24,
      title: 'Ethnic Wear',
      facets: {
        sizes: ['S', 'M', 'L', 'XL', 'XXL', '3XL'],
        colors: ['Gold', 'Ivory', 'Maroon', 'Navy', 'Peach', 'Red', 'Teal', 'White'],
        price_min: 870, // Maroon Cotton Kurta: 1299 - 33%
        price_max: 11999, // Bridal Zari Lehenga: 14999 - 20%
      },
    });
  });

  it('lists a sub-category, titled with its name', async () => {
    const body = await list(`sub_cat=${sub('Sarees')}`);
    expect(names(body)).toEqual(['Chiffon Party Saree', 'Banarasi Silk Saree']);
    expect(body.meta).toMatchObject({ total: 2, title: 'Sarees' });
    expect(body.data[0]).toMatchObject({ price: 2999, discount: 45, discounted_price: 1649, in_stock: true });
    expect(body.data[0].url).toBe(`/ethnic-wear/${fx.ids.get('Chiffon Party Saree')}/chiffon-party-saree`);
  });

  it('sorts by the discounted price, both ways, not by the struck-through price', async () => {
    const asc = await list(`cat=${cat('Ethnic Wear')}&sort=price_asc`);
    // Paid: 870, 1609, 1649, 2249, 3999, 10199, 11999. By MRP the Chikankari kurta (2499)
    // would come before the Chiffon saree (2999); the saree is cheaper to buy (1649 < 2249).
    expect(asc.data.map((p) => p.discounted_price)).toEqual([870, 1609, 1649, 2249, 3999, 10199, 11999]);
    expect(names(asc).slice(0, 4)).toEqual([
      'Maroon Cotton Kurta',
      'Jacquard Nehru Jacket',
      'Chiffon Party Saree',
      'Chikankari Lucknowi Kurta',
    ]);
    const desc = await list(`cat=${cat('Ethnic Wear')}&sort=price_desc`);
    expect(names(desc)).toEqual(names(asc).reverse());
  });

  it('pages through a listing without repeats or gaps', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await list(`cat=${cat('Ethnic Wear')}&page=${page}&page_size=3`);
      expect(body.meta).toMatchObject({ total: ethnic.length, page, page_size: 3 });
      seen.push(...names(body));
    }
    expect(seen).toEqual(ethnic.map((p) => p.name).reverse());
    const past = await list(`cat=${cat('Ethnic Wear')}&page=9&page_size=3`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(ethnic.length);
  });
});

describe('filters', () => {
  it('by size: products offered in any of the chosen sizes', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&size=3XL,XXL`);
    expect(names(body).sort()).toEqual(['Chikankari Lucknowi Kurta', 'Ivory Wedding Sherwani']);
    expect(body.meta.total).toBe(2);
    // Facets describe the whole category, so the filter UI can widen the choice again.
    expect(body.meta.facets?.sizes).toEqual(['S', 'M', 'L', 'XL', 'XXL', '3XL']);
  });

  it('by colour, whatever its case', async () => {
    expect(names(await list(`cat=${cat('Ethnic Wear')}&color=Maroon`)).sort()).toEqual([
      'Jacquard Nehru Jacket',
      'Maroon Cotton Kurta',
    ]);
    expect(names(await list(`cat=${cat('Ethnic Wear')}&color=red,TEAL`)).sort()).toEqual([
      'Banarasi Silk Saree',
      'Bridal Zari Lehenga',
      'Chiffon Party Saree',
    ]);
  });

  it('by price range in rupees, on the price paid', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&price_min=1609&price_max=2249`);
    expect(names(body).sort()).toEqual(['Chiffon Party Saree', 'Chikankari Lucknowi Kurta', 'Jacquard Nehru Jacket']);
    expect(names(await list(`cat=${cat('Ethnic Wear')}&price_max=869.99`))).toEqual([]);
  });

  it('combined with sort and pages', async () => {
    const body = await list(`cat=${cat('Men')}&size=L&sort=price_desc&page_size=2&page=2`);
    // Men in L: Oxford 1169, Linen 1199, Jeans 1199, Trousers 1104, Checked 999
    expect(body.meta.total).toBe(5);
    expect(body.data.map((p) => p.discounted_price)).toEqual([1169, 1104]);
  });
});

describe('after a bulk load', () => {
  it('vacuumCatalogue runs on this database and listings answer the same', async () => {
    const before = await list(`cat=${cat('Men')}&sort=price_asc`);
    await vacuumCatalogue(t.db);
    expect(await list(`cat=${cat('Men')}&sort=price_asc`)).toEqual(before);
  });
});

describe('bad requests', () => {
  it('asks for one of cat, sub_cat or search', async () => {
    const err = await fails('', 400);
    expect(err.code).toBe('validation_failed');
    expect(err.fields).toHaveProperty('search');
    expect((await fails('search=%20%20', 400)).fields).toHaveProperty('search');
    expect((await fails(`cat=${cat('Men')}&sub_cat=${sub('Shirts')}`, 400)).fields).toHaveProperty('cat');
  });

  it.each([
    ['cat=abc', 'cat'],
    ['cat=-1', 'cat'],
    ['sub_cat=1.5', 'sub_cat'],
    ['cat=1&sort=cheapest', 'sort'],
    ['cat=1&page=0', 'page'],
    ['cat=1&page=abc', 'page'],
    ['cat=1&page_size=1000', 'page_size'],
    ['cat=1&size=XXXL', 'size.0'],
    ['cat=1&price_min=-5', 'price_min'],
    ['cat=1&price_min=500&price_max=100', 'price_max'],
  ])('%s -> 400 naming %s', async (query, field) => {
    const err = await fails(query, 400);
    expect(err.code).toBe('validation_failed');
    expect(err.fields).toHaveProperty([field]);
  });

  it('answers 404 for an unknown category or sub-category', async () => {
    expect((await fails('cat=99999', 404)).code).toBe('not_found');
    expect((await fails('sub_cat=99999', 404)).code).toBe('not_found');
  });

  it('never 500s on odd filter values', async () => {
    for (const q of [
      `cat=${cat('Men')}&color=${encodeURIComponent("'); drop table products;--")}`,
      `cat=${cat('Men')}&color=${'x'.repeat(5000)}`,
    ]) {
      const body = await list(q);
      expect(body.data).toEqual([]);
    }
  });
});
