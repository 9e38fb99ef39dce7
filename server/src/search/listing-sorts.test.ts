import type { ListingMeta, ProductCard } from '@store/contract/catalog';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../catalog/catalog-cache';
import { orders, products } from '../db/schema';
import { createAddress, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { PRICE_RANGE_MESSAGE } from './listing.queries';
import { refreshPopularity } from './popularity';
import { buildSearchCatalogue, FIXTURE_PRODUCTS } from './search.fixtures';

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
const cat = (name: string) => fx.catIds.get(name) as number;
const id = (name: string) => fx.ids.get(name) as number;
const names = (b: Body) => b.data.map((p) => p.name);
const ethnic = FIXTURE_PRODUCTS.filter((p) =>
  ['Kurtas', 'Sarees', 'Lehengas', 'Sherwanis', 'Nehru Jackets'].includes(p.sub),
);

/** A Cash On Delivery order of one piece, placed over HTTP as a shopper places it. */
async function codOrder(auth: Record<string, string>, address: number, name: string) {
  const detail = (await (await t.call('GET', `/api/product/product/${id(name)}`)).json()).data;
  const color = detail.colors[0];
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    {
      total_amount: detail.discounted_price,
      coupon_code: '',
      payment_mode: 'Cash On Delivery',
      address,
      products: [
        { id: detail.id, amount: detail.discounted_price, quantity: 1, color: color.name, size: color.sizes[0] },
      ],
      sales_referance: '',
    },
    auth,
  );
  expect(res.status).toBe(201);
  return (await res.json()).data.id as number;
}

describe('sorts beyond the spec’s', () => {
  it('keeps the spec’s sorts first, and sorts by discount, best first', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&sort=discount`);
    const expected = [...ethnic].sort((a, b) => b.discount - a.discount).map((p) => p.discount);
    expect(body.data.map((p) => p.discount)).toEqual(expected);
    expect(names(body)[0]).toBe('Banarasi Silk Saree'); // 50%
  });

  it('sorts by rating: higher average first, then more reviews', async () => {
    await t.db
      .update(products)
      .set({ ratingAvg: 4.5, ratingCount: 3 })
      .where(eq(products.id, id('Bridal Zari Lehenga')));
    await t.db
      .update(products)
      .set({ ratingAvg: 4.5, ratingCount: 9 })
      .where(eq(products.id, id('Maroon Cotton Kurta')));
    await t.db
      .update(products)
      .set({ ratingAvg: 3.2, ratingCount: 40 })
      .where(eq(products.id, id('Chiffon Party Saree')));
    invalidateCatalogue();
    const body = await list(`cat=${cat('Ethnic Wear')}&sort=rating`);
    expect(names(body).slice(0, 3)).toEqual(['Maroon Cotton Kurta', 'Bridal Zari Lehenga', 'Chiffon Party Saree']);
    expect(body.meta.total).toBe(ethnic.length);
  });

  it('sorts by popularity: orders placed in the last 30 days, older orders not counted', async () => {
    const { user, auth } = await createUser(t.db);
    const address = (await createAddress(t.db, user.id)).id;
    await codOrder(auth, address, 'Ivory Wedding Sherwani');
    await codOrder(auth, address, 'Ivory Wedding Sherwani');
    await codOrder(auth, address, 'Jacquard Nehru Jacket');
    // Three orders of the saree, all 40 days old: the most ordered, but not lately.
    const old = [
      await codOrder(auth, address, 'Banarasi Silk Saree'),
      await codOrder(auth, address, 'Banarasi Silk Saree'),
      await codOrder(auth, address, 'Banarasi Silk Saree'),
    ];
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 40 * 86_400_000) })
      .where(inArray(orders.id, old));
    expect(await refreshPopularity(t.db, new Date())).toBe(2);
    invalidateCatalogue();
    const body = await list(`cat=${cat('Ethnic Wear')}&sort=popularity`);
    expect(names(body).slice(0, 2)).toEqual(['Ivory Wedding Sherwani', 'Jacquard Nehru Jacket']);
    // The rest newest first, as the default sort has them.
    const rest = ethnic
      .map((p) => p.name)
      .filter((n) => !['Ivory Wedding Sherwani', 'Jacquard Nehru Jacket'].includes(n))
      .reverse();
    expect(names(body).slice(2)).toEqual(rest);
    // Nothing changed: nothing written.
    expect(await refreshPopularity(t.db, new Date())).toBe(0);
    // 31 days on, the recent orders have aged out too.
    expect(await refreshPopularity(t.db, new Date(Date.now() + 31 * 86_400_000))).toBe(2);
  });

  it('refuses a sort it does not know, naming the field', async () => {
    const res = await t.call('GET', `/api/product/product/search?cat=${cat('Men')}&sort=bestselling`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toHaveProperty('sort');
  });
});

describe('filters by discount and rating', () => {
  it('keeps products with at least the discount asked for', async () => {
    for (const min of [10, 30, 50]) {
      const body = await list(`cat=${cat('Ethnic Wear')}&discount_min=${min}`);
      const expected = ethnic.filter((p) => p.discount >= min).map((p) => p.name);
      expect(names(body).sort()).toEqual(expected.sort());
      expect(body.meta.total).toBe(expected.length);
    }
  });

  it('keeps products rated 4 and above, with the other filters', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&rating_min=4`);
    expect(names(body).sort()).toEqual(['Bridal Zari Lehenga', 'Maroon Cotton Kurta']);
    const both = await list(`cat=${cat('Ethnic Wear')}&rating_min=4&discount_min=30`);
    expect(names(both)).toEqual(['Maroon Cotton Kurta']);
    const search = await list('search=kurta&rating_min=4');
    expect(names(search)).toEqual(['Maroon Cotton Kurta']);
  });

  it('refuses a discount or rating out of range with 400 naming the field, never a 500', async () => {
    for (const [q, field] of [
      ['discount_min=95', 'discount_min'],
      ['discount_min=abc', 'discount_min'],
      ['rating_min=6', 'rating_min'],
      ['rating_min=0', 'rating_min'],
      ['rating_min=4.5', 'rating_min'],
    ]) {
      const res = await t.call('GET', `/api/product/product/search?cat=${cat('Men')}&${q}`);
      expect(res.status, q).toBe(400);
      expect((await res.json()).error.fields, q).toHaveProperty(field);
    }
  });
});

describe('a minimum price above the maximum', () => {
  it('is refused with 400 and the message on both price fields', async () => {
    const res = await t.call('GET', `/api/product/product/search?cat=${cat('Men')}&price_min=2000&price_max=500`);
    expect(res.status).toBe(400);
    expect((await res.json()).error).toMatchObject({
      code: 'validation_failed',
      fields: { price_min: PRICE_RANGE_MESSAGE, price_max: PRICE_RANGE_MESSAGE },
    });
  });

  it('allows equal bounds', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&price_min=1649&price_max=1649`);
    expect(names(body)).toEqual(['Chiffon Party Saree']);
  });
});

describe('a page past the end', () => {
  it('answers no cards with the real total, so the page can send the shopper to the last page', async () => {
    const body = await list(`cat=${cat('Ethnic Wear')}&page=99&page_size=2`);
    expect(body.data).toEqual([]);
    expect(body.meta).toMatchObject({ total: ethnic.length, page: 99, page_size: 2 });
  });
});
