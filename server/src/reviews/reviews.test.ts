import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema';
import { body, json, shopper } from '../orders/test-kit';
import { createProduct } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const review = (b: unknown, headers: Record<string, string>) => t.call('POST', '/api/product/review', b, headers);

describe('POST /api/product/review', () => {
  it('stores the review with the shopper name, marks buyers, and updates the average', async () => {
    const p = await createProduct(t.db, { price: 800 });
    const buyer = await shopper(t);
    await t.call(
      'POST',
      '/api/payment/billing',
      body(buyer.addressId, [{ product: p }], { total_amount: 800 }),
      buyer.auth,
    );
    const res = await review(
      { id: p.product.id, title: 'Lovely', review: 'Soft cotton, true to size.', rating: 5 },
      buyer.auth,
    );
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({
      name: buyer.user.name,
      rating: 5,
      verified_buyer: true,
      comment: 'Soft cotton, true to size.',
    });

    const browser = await shopper(t);
    const second = await review(
      { id: p.product.id, title: '', review: 'Colour faded <b>fast</b>', rating: 2 },
      browser.auth,
    );
    expect((await json(second)).data).toMatchObject({ verified_buyer: false, comment: 'Colour faded <b>fast</b>' });

    const [row] = await t.db.select().from(products).where(eq(products.id, p.product.id));
    expect(row.ratingCount).toBe(2);
    expect(row.ratingAvg).toBe(3.5);
    const stored = await t.db.select().from(reviews).where(eq(reviews.productId, p.product.id));
    expect(stored.map((r) => r.comment)).toContain('Colour faded <b>fast</b>'); // plain text, shown escaped
  });

  it('a wholly cancelled order does not make a verified buyer', async () => {
    const p = await createProduct(t.db, { price: 100 });
    const s = await shopper(t);
    await t.call('POST', '/api/payment/billing', body(s.addressId, [{ product: p }], { total_amount: 100 }), s.auth);
    const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth);
    const res = await review({ id: p.product.id, title: 't', review: 'changed my mind', rating: 3 }, s.auth);
    expect((await json(res)).data.verified_buyer).toBe(false);
  });

  it.each([0, 6, 2.5, 'five'])('refuses rating %s', async (rating) => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    const res = await review({ id: p.product.id, title: 't', review: 'ok', rating }, s.auth);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.rating).toBeDefined();
  });

  it('needs a login, some text, and an existing product', async () => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    expect((await review({ id: p.product.id, title: 't', review: 'x', rating: 4 }, {})).status).toBe(401);
    expect((await review({ id: p.product.id, title: 't', review: '   ', rating: 4 }, s.auth)).status).toBe(400);
    expect((await review({ id: 987_654, title: 't', review: 'x', rating: 4 }, s.auth)).status).toBe(404);
  });
});
