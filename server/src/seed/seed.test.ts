import { LOW_STOCK_BELOW } from '@store/contract/constants';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { categories, coupons, productColors, products, skus, subCategories } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { growCatalogue } from './bulk';
import { seedCatalogue } from './seed';

let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestApp(), createTestApp()]);
  await seedCatalogue(a.db);
  await seedCatalogue(b.db);
});
afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
});

const count = async (db: Db, table: string) =>
  ((await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as { rows: { n: number }[] })
    .rows[0].n;
const TABLES = [
  'categories',
  'sub_categories',
  'products',
  'product_colors',
  'skus',
  'reviews',
  'similar_products',
  'product_unserviceable_pincodes',
  'coupons',
];
const snapshot = (db: Db) =>
  db
    .select({
      id: products.id,
      name: products.name,
      price: products.pricePaise,
      discount: products.discountPercent,
      inventory: products.inventory,
    })
    .from(products)
    .orderBy(asc(products.id));

describe('seedCatalogue', () => {
  it('is deterministic: two fresh databases get the same ids, names and prices', async () => {
    expect(await snapshot(a.db)).toEqual(await snapshot(b.db));
  });

  it('is idempotent: a second run leaves the same rows', async () => {
    const before = await Promise.all(TABLES.map((t) => count(a.db, t)));
    const rows = await snapshot(a.db);
    await seedCatalogue(a.db);
    expect(await Promise.all(TABLES.map((t) => count(a.db, t)))).toEqual(before);
    expect(await snapshot(a.db)).toEqual(rows);
  });

  it('has Men, Women and Ethnic Wear with at least 12 sub-categories and 150 products', async () => {
    const cats = await a.db.select().from(categories).orderBy(asc(categories.position));
    expect(cats.map((c) => c.name)).toEqual(['Men', 'Women', 'Ethnic Wear']);
    expect(await count(a.db, 'sub_categories')).toBeGreaterThanOrEqual(12);
    const kinds = await a.db.selectDistinct({ kind: subCategories.kind }).from(subCategories);
    expect(kinds.map((k) => k.kind)).toEqual(
      expect.arrayContaining(['shirt', 'saree', 'lehenga', 'kurta', 'sherwani', 'jacket']),
    );
    expect(await count(a.db, 'products')).toBeGreaterThanOrEqual(150);
    const [range] = await a.db
      .select({
        min: sql<number>`min(price_paise)::int`,
        max: sql<number>`max(price_paise)::int`,
        maxDiscount: sql<number>`max(discount_percent)::int`,
      })
      .from(products);
    expect(range.min).toBeGreaterThanOrEqual(39_900);
    expect(range.max).toBeLessThanOrEqual(1_499_900);
    expect(range.maxDiscount).toBeLessThanOrEqual(70);
  });

  it('gives every product 2-4 colours with images, SKUs and summary columns', async () => {
    const all = await a.db.select().from(products);
    const colors = await a.db.select().from(productColors);
    const stock = await a.db.select().from(skus);
    for (const p of all) {
      const own = colors.filter((c) => c.productId === p.id);
      expect(own.length, p.name).toBeGreaterThanOrEqual(2);
      expect(own.length, p.name).toBeLessThanOrEqual(4);
      for (const c of own) {
        expect(c.images.length).toBeGreaterThanOrEqual(3);
        expect(c.images[0]).toMatch(/^\/images\/p\/[a-z]+\/[0-9a-f]{6}\/1-[a-z]+$/);
        expect(stock.some((s) => s.colorId === c.id)).toBe(true);
      }
      expect(p.image1).toBe(own.sort((x, y) => x.position - y.position)[0].images[0]);
      expect(p.inventory).toBe(stock.filter((s) => s.productId === p.id).reduce((n, s) => n + s.stock, 0));
      expect(p.sizes.length).toBeGreaterThan(0);
      expect(p.description.split('. ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('has low-stock SKUs, sold-out colours and wholly sold-out products', async () => {
    const low = await a.db
      .select()
      .from(skus)
      .where(sql`${skus.stock} between 1 and ${LOW_STOCK_BELOW - 1}`);
    expect(low.length).toBeGreaterThan(10);
    const soldOutColours = await a.db.execute(sql`select color_id from skus group by color_id having sum(stock) = 0`);
    expect((soldOutColours as unknown as { rows: unknown[] }).rows.length).toBeGreaterThanOrEqual(3);
    const soldOut = await a.db.select().from(products).where(eq(products.inventory, 0));
    expect(soldOut.length).toBeGreaterThanOrEqual(2);
  });

  it('has reviews, similar products from the same sub-category, boolean specs and size charts', async () => {
    expect(await count(a.db, 'reviews')).toBeGreaterThan(150);
    const wrong = await a.db.execute(sql`
      select 1 from similar_products s join products p on p.id = s.product_id join products q on q.id = s.similar_id
      where p.sub_category_id <> q.sub_category_id or s.product_id = s.similar_id`);
    expect((wrong as unknown as { rows: unknown[] }).rows).toEqual([]);
    const all = await a.db.select().from(products);
    expect(all.some((p) => p.specifications.some((s) => typeof s.value === 'boolean'))).toBe(true);
    expect(all.filter((p) => p.sizeChart).length).toBeGreaterThan(all.length / 2);
    expect(all.some((p) => p.sizeChart === null)).toBe(true);
    expect(await count(a.db, 'product_unserviceable_pincodes')).toBeGreaterThan(0);
  });

  it('has FIRST25 for first orders and an expired coupon', async () => {
    const [first] = await a.db.select().from(coupons).where(eq(coupons.code, 'FIRST25'));
    expect(first).toMatchObject({ percent: 25, firstOrderOnly: true });
    const expired = await a.db.select().from(coupons).where(sql`${coupons.endsAt} < now()`);
    expect(expired.map((c) => c.code)).toContain('MONSOON20');
  });
});

describe('growCatalogue (npm run seed -- --products N)', () => {
  it('adds generated products up to N with colours, SKUs and summaries, and stops there', async () => {
    const before = await count(b.db, 'products');
    expect(await growCatalogue(b.db, before + 60)).toBe(60);
    expect(await count(b.db, 'products')).toBe(before + 60);
    expect(await growCatalogue(b.db, before + 60)).toBe(0);
    const added = await b.db.select().from(products).where(sql`${products.id} > ${before}`);
    for (const p of added) {
      expect(p.image1).toMatch(/^\/images\/p\//);
      expect(p.colorSwatches.length).toBeGreaterThanOrEqual(1);
      expect(p.sizes.length).toBeGreaterThan(0);
      const own = await b.db.select().from(skus).where(eq(skus.productId, p.id));
      expect(own.reduce((n, s) => n + s.stock, 0)).toBe(p.inventory);
    }
  });
});
