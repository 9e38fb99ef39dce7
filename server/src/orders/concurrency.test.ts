import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, products, skus } from '../db/schema';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// Runs on PGlite (one connection: transactions queue) and on PostgreSQL with a pool of 25,
// where these requests really overlap and only the row locks keep the counts right.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const shoppers = (n: number) => Promise.all(Array.from({ length: n }, () => shopper(t)));
const statuses = (responses: Response[]) => responses.map((r) => r.status).sort();

describe('concurrent checkouts', () => {
  it('20 orders for the last piece make exactly one order, and stock ends at 0', async () => {
    const p = await createProduct(t.db, { price: 999, stock: 1, sizes: ['M'] });
    const people = await shoppers(20);
    const responses = await Promise.all(
      people.map((s) =>
        t.call('POST', '/api/payment/billing', body(s.addressId, [{ product: p }], { total_amount: 999 }), s.auth),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array(19).fill(409)]);
    for (const r of responses.filter((x) => x.status === 409)) expect((await json(r)).error.code).toBe('out_of_stock');
    const [sku] = await t.db.select().from(skus).where(eq(skus.id, p.colors[0].skus[0].id));
    expect(sku.stock).toBe(0);
    const [prod] = await t.db.select().from(products).where(eq(products.id, p.product.id));
    expect(prod.inventory).toBe(0);
    const placed = await t.db.select({ n: count() }).from(orders).where(eq(orders.status, 'placed'));
    expect(Number(placed[0].n)).toBe(1);
  });

  it('20 shoppers redeeming a single-use coupon at once: one wins', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 100 });
    const coupon = await addCoupon(t, { code: 'ONLYONE', percent: 50, maxUses: 1 });
    const people = await shoppers(20);
    const responses = await Promise.all(
      people.map((s) =>
        t.call(
          'POST',
          '/api/payment/billing',
          body(s.addressId, [{ product: p }], { total_amount: 500, coupon_code: 'ONLYONE' }),
          s.auth,
        ),
      ),
    );
    expect(statuses(responses)).toEqual([201, ...Array(19).fill(400)]);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.uses).toBe(1);
    const [{ n }] = await t.db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(Number(n)).toBe(1);
    // the losers' stock was not taken
    const [sku] = await t.db.select().from(skus).where(eq(skus.id, p.colors[0].skus[1].id));
    expect(sku.stock).toBe(99);
  });

  it('one shopper firing a once-per-customer coupon 5 times at once gets it once', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 100 });
    await addCoupon(t, { code: 'MINE', percent: 10, perCustomerLimit: 1 });
    const s = await shopper(t);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.call(
          'POST',
          '/api/payment/billing',
          body(s.addressId, [{ product: p }], { total_amount: 900, coupon_code: 'MINE' }),
          s.auth,
        ),
      ),
    );
    expect(statuses(responses)).toEqual([201, 400, 400, 400, 400]);
  });

  it('10 retries with one Idempotency-Key at once make one order', async () => {
    const p = await createProduct(t.db, { price: 700, stock: 50 });
    const s = await shopper(t);
    const b = body(s.addressId, [{ product: p }], { total_amount: 700 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.call('POST', '/api/payment/billing', b, { ...s.auth, 'idempotency-key': 'tap-tap-tap' }),
      ),
    );
    expect(statuses(responses)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(responses.map(async (r) => (await json(r)).data.id)));
    expect(ids.size).toBe(1);
    const mine = await t.db.select({ n: count() }).from(orders).where(eq(orders.userId, s.user.id));
    expect(Number(mine[0].n)).toBe(1);
    const [sku] = await t.db.select().from(skus).where(eq(skus.id, p.colors[0].skus[1].id));
    expect(sku.stock).toBe(49);
  });
});
