import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema';
import { createProduct } from '../test/factories';
import { body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'operator-token-for-review-tests-0123456789';
const op = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const review = (b: unknown, headers: Record<string, string>) => t.call('POST', '/api/product/review', b, headers);

/** A COD order of the product by the shopper; its order line as GET /api/payment/billing shows it. */
async function buy(s: Shopper, p: Product) {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: p }], { total_amount: Number(p.product.pricePaise) / 100 }),
    s.auth,
  );
  expect(res.status).toBe(201);
  const { id } = (await json(res)).data;
  const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
  return lines.find((l: { o_id: number }) => l.o_id === id) as { id: number; product_id: number };
}
/** The operator moves the line to Delivered, one step at a time, as the shop does. */
async function deliver(lineId: number) {
  for (const status of ['Shipped', 'Out For Delivery', 'Delivered'])
    expect((await t.call('POST', `/api/admin/order-lines/${lineId}/status`, { status }, op)).status).toBe(200);
}
const productRow = async (id: number) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const text = (o: { title?: string; review?: string; rating: number }) => ({ title: 't', review: 'ok', ...o });

describe('POST /api/product/review', () => {
  it('stores the review from a delivered line as a verified buyer, and updates the average', async () => {
    const p = await createProduct(t.db, { price: 800 });
    const buyer = await shopper(t);
    const line = await buy(buyer, p);
    await deliver(line.id);
    const res = await review(
      { id: p.product.id, order_line: line.id, title: 'Lovely', review: 'Soft cotton, true to size.', rating: 5 },
      buyer.auth,
    );
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      name: buyer.user.name,
      rating: 5,
      verified_buyer: true,
      comment: 'Soft cotton, true to size.',
    });

    const other = await shopper(t);
    const otherLine = await buy(other, p); // ordered, not delivered yet: a review, not verified
    const second = await review(
      { id: p.product.id, order_line: otherLine.id, title: '', review: 'Colour faded <b>fast</b>', rating: 2 },
      other.auth,
    );
    expect((await json(second)).data).toMatchObject({ verified_buyer: false, comment: 'Colour faded <b>fast</b>' });
    const row = await productRow(p.product.id);
    expect([row.ratingCount, row.ratingAvg]).toEqual([2, 3.5]);
    const stored = await t.db.select().from(reviews).where(eq(reviews.productId, p.product.id));
    expect(stored.map((r) => r.comment)).toContain('Colour faded <b>fast</b>'); // plain text, shown escaped
  });

  it('8 one-star reviews from one shopper count once: each replaces the one before', async () => {
    const p = await createProduct(t.db, { price: 300 });
    for (const rating of [4, 4, 4]) {
      const fan = await shopper(t);
      const line = await buy(fan, p);
      expect((await review({ id: p.product.id, order_line: line.id, ...text({ rating }) }, fan.auth)).status).toBe(201);
    }
    const critic = await shopper(t);
    const line = await buy(critic, p);
    const statuses = [];
    for (let i = 0; i < 8; i++)
      statuses.push(
        (await review({ id: p.product.id, order_line: line.id, ...text({ rating: 1 }) }, critic.auth)).status,
      );
    expect(statuses).toEqual([201, 200, 200, 200, 200, 200, 200, 200]);
    const row = await productRow(p.product.id);
    expect([row.ratingCount, row.ratingAvg]).toEqual([4, 3.25]); // (4 + 4 + 4 + 1) / 4, not 1.3
    const mine = await t.db.select().from(reviews).where(eq(reviews.userId, critic.user.id));
    expect(mine).toHaveLength(1);
  });

  it('a product never bought cannot be reviewed; another shopper line answers 404', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const owner = await shopper(t);
    const line = await buy(owner, p);
    const stranger = await shopper(t);
    const theirs = await review({ id: p.product.id, order_line: line.id, ...text({ rating: 1 }) }, stranger.auth);
    expect(theirs.status).toBe(404);
    expect((await json(theirs)).error.fields).toHaveProperty('order_line');
    const none = await review({ id: p.product.id, ...text({ rating: 1 }) }, stranger.auth);
    expect(none.status).toBe(400);
    expect((await json(none)).error.fields).toHaveProperty('order_line');
    // the owner's line of another product does not open this one
    const other = await createProduct(t.db, { price: 500 });
    const wrong = await review({ id: other.product.id, order_line: line.id, ...text({ rating: 1 }) }, owner.auth);
    expect(wrong.status).toBe(400);
    expect((await productRow(p.product.id)).ratingCount).toBe(0);
    expect((await productRow(other.product.id)).ratingCount).toBe(0);
  });

  it('a cancelled line never earns "Verified buyer", even once it had been', async () => {
    const p = await createProduct(t.db, { price: 100 });
    const s = await shopper(t);
    const line = await buy(s, p);
    await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth);
    const res = await review({ id: p.product.id, order_line: line.id, ...text({ rating: 3 }) }, s.auth);
    expect(res.status).toBe(201);
    expect((await json(res)).data.verified_buyer).toBe(false);
    // a delivered line of the same product makes the rewritten review verified
    const again = await buy(s, p);
    await deliver(again.id);
    const rewritten = await review({ id: p.product.id, order_line: again.id, ...text({ rating: 4 }) }, s.auth);
    expect((await json(rewritten)).data).toMatchObject({ verified_buyer: true, rating: 4 });
    // and writing from the cancelled line again takes the mark away
    const back = await review({ id: p.product.id, order_line: line.id, ...text({ rating: 4 }) }, s.auth);
    expect((await json(back)).data.verified_buyer).toBe(false);
  });

  it('a cancelled line of an order that is still placed is not a verified buyer', async () => {
    const p = await createProduct(t.db, { price: 200 });
    const other = await createProduct(t.db, { price: 300 });
    const s = await shopper(t);
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p }, { product: other }], { total_amount: 500 }),
      s.auth,
    );
    expect(res.status).toBe(201);
    const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    const line = lines.find((l: { product_id: number }) => l.product_id === p.product.id);
    await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth);
    const written = await review({ id: p.product.id, order_line: line.id, ...text({ rating: 5 }) }, s.auth);
    expect((await json(written)).data.verified_buyer).toBe(false);
  });

  it('is rate-limited per shopper: the 11th review within an hour is 429', async () => {
    const p = await createProduct(t.db, { price: 100 });
    const s = await shopper(t);
    const line = await buy(s, p);
    const statuses = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await review({ id: p.product.id, order_line: line.id, ...text({ rating: 5 }) }, s.auth)).status);
    expect(statuses.slice(0, 10).every((x) => x === 201 || x === 200)).toBe(true);
    const last = await review({ id: p.product.id, order_line: line.id, ...text({ rating: 5 }) }, s.auth);
    expect([statuses[10], last.status]).toEqual([429, 429]);
    expect(last.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await t.db.select().from(reviews).where(eq(reviews.userId, s.user.id))).length).toBe(1);
  });

  it.each([0, 6, 2.5, 'five'])('refuses rating %s', async (rating) => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    const line = await buy(s, p);
    const res = await review({ id: p.product.id, order_line: line.id, title: 't', review: 'ok', rating }, s.auth);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.rating).toBeDefined();
  });

  it('needs a login, some text, and an existing product', async () => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    const line = await buy(s, p);
    const ok = { id: p.product.id, order_line: line.id, title: 't', review: 'x', rating: 4 };
    expect((await review(ok, {})).status).toBe(401);
    expect((await review({ ...ok, review: '   ' }, s.auth)).status).toBe(400);
    expect((await review({ ...ok, id: 987_654 }, s.auth)).status).toBe(400); // the line is of another product
    expect((await review({ ...ok, order_line: 987_654 }, s.auth)).status).toBe(404);
  });
});

describe('migration 0006', () => {
  it('folds the reviews a shopper wrote before the rule to their newest, and recounts the product', async () => {
    const p = await createProduct(t.db, { price: 100 });
    const s = await shopper(t);
    const other = await shopper(t);
    await t.db.execute(sql`DROP INDEX reviews_product_user`);
    const at = (m: number) => new Date(Date.UTC(2026, 10, 1, 10, m));
    await t.db.insert(reviews).values([
      ...[1, 1, 1, 5].map((rating, i) => ({
        productId: p.product.id,
        userId: s.user.id,
        name: 'x',
        rating,
        createdAt: at(i),
      })),
      { productId: p.product.id, userId: other.user.id, name: 'y', rating: 3, createdAt: at(0) },
      { productId: p.product.id, userId: null, name: 'seeded', rating: 4, createdAt: at(0) },
      { productId: p.product.id, userId: null, name: 'seeded', rating: 4, createdAt: at(0) },
    ]);
    const file = join(import.meta.dirname, '../db/migrations/0006_review_per_shopper.sql');
    for (const statement of readFileSync(file, 'utf8').split('--> statement-breakpoint'))
      await t.db.execute(sql.raw(statement));
    const left = await t.db.select().from(reviews).where(eq(reviews.productId, p.product.id));
    expect(left.filter((r) => r.userId === s.user.id).map((r) => r.rating)).toEqual([5]); // the newest
    expect(left).toHaveLength(4);
    const row = await productRow(p.product.id);
    expect([row.ratingCount, row.ratingAvg]).toEqual([4, 4]); // 5, 3, 4, 4
    // the index is back: a duplicate cannot be written
    await expect(
      t.db.insert(reviews).values({ productId: p.product.id, userId: other.user.id, name: 'z', rating: 1 }),
    ).rejects.toThrow();
  });
});
