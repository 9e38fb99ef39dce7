import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products } from '../db/schema';
import { changedLogin, codOrder, OP_TOKEN, type Session } from '../test/console-kit';
import { body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let staffer: Session;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  staffer = await changedLogin(t, 'reviews-desk@vastra.in');
  owner = await changedLogin(t, 'reviews-owner@vastra.in', 'owner');
});
afterAll(() => t.close());

const get = async (path: string, s = staffer) => t.call('GET', `/api/admin${path}`, undefined, s.headers);
const post = (path: string, b: unknown, h: Record<string, string> = staffer.headers) =>
  t.call('POST', `/api/admin${path}`, b, h);

/** Two shoppers' reviews of one product (5 and 1 stars, in that order); their ids and the product. */
async function twoReviews(name: string) {
  const a = await codOrder(t, { name });
  const p = a.products[0];
  const b = await shopper(t);
  const ids: number[] = [];
  for (const [s, line, rating] of [
    [a.s, a.lines[0].id, 5],
    [b, await buy(b, p), 1],
  ] as const) {
    const res = await t.call(
      'POST',
      '/api/product/review',
      { id: p.product.id, order_line: line, title: 'x', review: `rated ${rating}`, rating },
      s.auth,
    );
    expect(res.status).toBe(201);
    ids.push((await json(res)).data.id);
  }
  /** the first shopper writes their review again (it replaces the old one) */
  const rewrite = (rating: number) =>
    t.call(
      'POST',
      '/api/product/review',
      { id: p.product.id, order_line: a.lines[0].id, title: 'y', review: 'again', rating },
      a.s.auth,
    );
  return { productId: p.product.id, ids: ids as [number, number], rewrite };
}

async function buy(s: Awaited<ReturnType<typeof shopper>>, p: Product) {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: p }], { total_amount: 1000 }),
    s.auth,
  );
  if (!res.ok) throw new Error(`billing ${res.status} ${await res.text()}`);
  const id = (await json(res)).data.id;
  const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
  return lines.find((l: { o_id: number }) => l.o_id === id).id as number;
}

const page = async (productId: number) => (await json(await t.call('GET', `/api/product/product/${productId}`))).data;

describe('review moderation', () => {
  it('hides a review: off the product page and its average, audited; shown again it comes back', async () => {
    const { productId, ids } = await twoReviews('Moderated Kurta');
    const before = await page(productId);
    expect(before.rating).toEqual({ average: 3, count: 2 });
    expect(before.reviews.map((r: { id: number }) => r.id)).toContain(ids[1]);

    expect((await post(`/reviews/${ids[1]}/hide`, {})).status).toBe(400); // a reason is needed
    expect((await post(`/reviews/${ids[1]}/hide`, { reason: 'Abusive words' })).status).toBe(200);
    const after = await page(productId);
    expect(after.rating).toEqual({ average: 5, count: 1 });
    expect(after.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const [row] = await t.db.select().from(products).where(eq(products.id, productId));
    expect([row.ratingAvg, row.ratingCount]).toEqual([5, 1]);
    expect((await post(`/reviews/${ids[1]}/hide`, { reason: 'again' })).status).toBe(409);

    const hidden = (await json(await get('/reviews?state=hidden&q=moderated'))).data;
    expect(hidden.reviews).toMatchObject([{ id: ids[1], rating: 1, hidden: { reason: 'Abusive words' } }]);
    const shown = (await json(await get('/reviews?state=visible&q=moderated%20kurta&rating=5'))).data;
    expect(shown.reviews.map((r: { id: number }) => r.id)).toEqual([ids[0]]);

    expect((await post(`/reviews/${ids[1]}/show`, {})).status).toBe(200);
    expect((await post(`/reviews/${ids[1]}/show`, {})).status).toBe(409);
    const back = await page(productId);
    expect(back.rating).toEqual({ average: 3, count: 2 });
    expect(back.reviews.map((r: { id: number }) => r.id).sort()).toEqual([...ids].sort());

    const audit = (await json(await get(`/audit?entity_type=review&entity_id=${ids[1]}`, owner))).data;
    expect(audit.map((a: { action: string }) => a.action)).toEqual(['review.show', 'review.hide']);
    expect(audit[1]).toMatchObject({ actor: 'reviews-desk@vastra.in', before: { hidden: null } });
    expect(audit[1].after).toMatchObject({ hidden: { reason: 'Abusive words' }, product_rating: { count: 1 } });
  });

  it('a hidden review rewritten by its shopper stays hidden and out of the average', async () => {
    const { productId, ids, rewrite } = await twoReviews('Rewritten Kurta');
    expect((await post(`/reviews/${ids[0]}/hide`, { reason: 'Spam link' })).status).toBe(200);
    expect((await rewrite(4)).status).toBe(200);
    const list = (await json(await get(`/reviews?q=rewritten`))).data.reviews;
    // newest first: the rewritten one is newer
    expect(list.map((r: { id: number }) => r.id)).toEqual([ids[0], ids[1]]);
    expect(list[0]).toMatchObject({ rating: 4, hidden: { reason: 'Spam link' } });
    expect((await page(productId)).rating).toEqual({ average: 1, count: 1 });
  });

  it('refuses shoppers, a missing CSRF token, unknown reviews and bad filters', async () => {
    const { ids } = await twoReviews('Guarded Kurta');
    const { s } = await codOrder(t);
    expect((await t.call('GET', '/api/admin/reviews', undefined, s.auth)).status).toBe(403);
    expect((await post(`/reviews/${ids[0]}/hide`, { reason: 'x' }, s.auth)).status).toBe(403);
    expect((await post(`/reviews/${ids[0]}/hide`, { reason: 'x' }, { cookie: staffer.cookie })).status).toBe(403);
    expect(
      (await post(`/reviews/${ids[0]}/hide`, { reason: 'x' }, { cookie: staffer.cookie, 'x-csrf-token': owner.csrf }))
        .status,
    ).toBe(403);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'review'), eq(auditLog.entityId, ids[0])));
    expect(audited.length).toBe(0);
    expect((await post('/reviews/99999999/hide', { reason: 'x' })).status).toBe(404);
    expect((await post('/reviews/99999999/show', {})).status).toBe(404);
    expect((await get('/reviews?rating=6')).status).toBe(400);
    expect((await get('/reviews?state=gone')).status).toBe(400);
  });
});
