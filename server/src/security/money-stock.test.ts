import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orderLines, orders, payments, skus } from '../db/schema';
import { expireUnpaidOrders } from '../orders/expire';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// Areas 2 and 3 of SECURITY.md, the parts the feature tests beside billing, coupons and
// payments do not already hold (see SECURITY.md for those).

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock;
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
const bill = (s: Shopper, b: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/payment/billing', b, { ...s.auth, ...headers });
const stockOf = async (p: Product) =>
  (await t.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, p.colors[0].skus[0].id)))[0].stock;
const ordersOf = (s: Shopper) => t.db.select().from(orders).where(eq(orders.userId, s.user.id));

describe('money the client sends', () => {
  it('quantities -1, 0, 11, 1.5, 1e6, "2" and NaN are refused with 400 on the line, nothing written', async () => {
    const p = await createProduct(t.db, { price: 100, stock: 50, sizes: ['M'] });
    const s = await shopper(t);
    for (const quantity of [-1, 0, 11, 1.5, 1e6, '2', null]) {
      const b = body(s.addressId, [{ product: p }], { total_amount: 100 });
      (b.products[0] as { quantity: unknown }).quantity = quantity;
      const res = await bill(s, b);
      expect(res.status, String(quantity)).toBe(400);
      const { error } = await json(res);
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields), String(quantity)).toEqual(['products.0.quantity']);
    }
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(p)).toBe(50);
  });

  it('ignores client prices, discounts, statuses and amounts: the server prices and decides', async () => {
    const p = await createProduct(t.db, { price: 1000, discount: 10, stock: 5, sizes: ['M'] });
    const s = await shopper(t);
    const b = {
      ...body(s.addressId, [{ product: p, amount: 1 }], { total_amount: 900, payment_mode: 'Online' }),
      status: 'placed',
      paid: true,
      discount: 99,
      subtotal: 1,
      amount: 1,
      total_paise: 100,
      user_id: 1,
      guest: true,
      email: 'attacker@example.in',
    };
    const res = await bill(s, b);
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ amount: 900, status: 'pending_payment' });
    const [o] = await ordersOf(s);
    expect(o).toMatchObject({ status: 'pending_payment', totalPaise: 90_000, discountPaise: 0, userId: s.user.id });
    expect(o.paidAt).toBeNull();
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, o.id));
    expect(line.unitPaise).toBe(90_000);
    // a total that does not match is refused, whichever way it is wrong
    for (const total of [1, 899.99, 900.5, 0]) {
      const wrong = await bill(s, body(s.addressId, [{ product: p }], { total_amount: total }));
      expect(wrong.status, String(total)).toBe(409);
      expect((await json(wrong)).error.expected_total).toBe(900);
    }
  });

  it('refuses an expired coupon, one not started yet, and one below its minimum, at checkout', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 20, sizes: ['M'] });
    const s = await shopper(t);
    const day = 24 * 60 * 60 * 1000;
    await addCoupon(t, { code: 'SECOLD', percent: 20, endsAt: new Date(clock.getTime() - day) });
    await addCoupon(t, { code: 'SECSOON', percent: 20, startsAt: new Date(clock.getTime() + day) });
    await addCoupon(t, { code: 'SECMIN', percent: 20, minOrderPaise: 200_000 });
    for (const code of ['SECOLD', 'SECSOON', 'SECMIN']) {
      const res = await bill(s, body(s.addressId, [{ product: p }], { total_amount: 800, coupon_code: code }));
      expect(res.status, code).toBe(400);
      expect((await json(res)).error.fields, code).toHaveProperty('coupon_code');
      // and the full price is not quietly charged instead
      const full = await bill(s, body(s.addressId, [{ product: p }], { total_amount: 1000, coupon_code: code }));
      expect(full.status, code).toBe(400);
    }
    expect(await ordersOf(s)).toEqual([]);
    expect(await stockOf(p)).toBe(20);
  });

  it('a first-order coupon is used once; it comes back when that order is cancelled', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 20, sizes: ['M'] });
    await addCoupon(t, { code: 'SECFIRST', percent: 25, firstOrderOnly: true });
    const s = await shopper(t);
    const order = () => bill(s, body(s.addressId, [{ product: p }], { total_amount: 750, coupon_code: 'SECFIRST' }));
    expect((await order()).status).toBe(201);
    expect((await order()).status).toBe(400);
    const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    const cancel = { id: line.id, reason: 'Not Interested' };
    expect((await t.call('POST', '/api/payment/cancel-order', cancel, s.auth)).status).toBe(200);
    expect((await order()).status).toBe(201);
  });
});

describe('stock under concurrency', () => {
  it('20 mixed COD and online orders at once for the last piece: one order, stock never below 0', async () => {
    const p = await createProduct(t.db, { price: 700, stock: 1, sizes: ['M'] });
    const people = await Promise.all(Array.from({ length: 20 }, () => shopper(t)));
    const responses = await Promise.all(
      people.map((s, i) =>
        bill(
          s,
          body(s.addressId, [{ product: p }], {
            total_amount: 700,
            payment_mode: i % 2 ? 'Online' : 'Cash On Delivery',
          }),
        ),
      ),
    );
    const codes = responses.map((r) => r.status).sort();
    expect(codes).toEqual([201, ...Array(19).fill(409)]);
    expect(await stockOf(p)).toBe(0);
    const live = await t.db
      .select()
      .from(orders)
      .where(
        and(
          inArray(
            orders.userId,
            people.map((s) => s.user.id),
          ),
          inArray(orders.status, ['placed', 'pending_payment']),
        ),
      );
    expect(live).toHaveLength(1);
  });

  it('a line cancelled 5 times at once gives its stock back once', async () => {
    const p = await createProduct(t.db, { price: 300, stock: 4, sizes: ['M'] });
    const s = await shopper(t);
    expect((await bill(s, body(s.addressId, [{ product: p, quantity: 3 }], { total_amount: 900 }))).status).toBe(201);
    expect(await stockOf(p)).toBe(1);
    const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    const cancel = { id: line.id, reason: 'Not Interested' };
    const results = await Promise.all(
      Array.from({ length: 5 }, () => t.call('POST', '/api/payment/cancel-order', cancel, s.auth)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOf(p)).toBe(4);
  });

  it('expiry run twice at once, while the shopper starts a new checkout, returns stock and coupon once', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 5, sizes: ['M'] });
    const coupon = await addCoupon(t, { code: 'SECEXP', percent: 10, maxUses: 1 });
    const s = await shopper(t);
    const first = await bill(
      s,
      body(s.addressId, [{ product: p, quantity: 2 }], {
        total_amount: 1800,
        payment_mode: 'Online',
        coupon_code: 'SECEXP',
      }),
    );
    expect(first.status).toBe(201);
    expect(await stockOf(p)).toBe(3);
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    // Earlier tests' unpaid orders fall due too: the two runs together expire each at most once.
    const due = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'pending_payment'), sql`${orders.expiresAt} <= ${clock}`));
    const [a, b, again] = await Promise.all([
      expireUnpaidOrders(t.deps),
      expireUnpaidOrders(t.deps),
      bill(s, body(s.addressId, [{ product: p }], { total_amount: 1000, payment_mode: 'Online' })),
    ]);
    expect(again.status).toBe(201);
    expect(a + b).toBeLessThanOrEqual(due.length);
    const statuses = (await ordersOf(s)).sort((x, y) => x.id - y.id).map((o) => o.status);
    expect(statuses).toEqual(['expired', 'pending_payment']);
    // 5 - 1 (the new order): the expired order's 2 came back exactly once
    expect(await stockOf(p)).toBe(4);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row.uses).toBe(0);
    const redemptions = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions.filter((r) => !r.releasedAt)).toHaveLength(0);
  });
});

describe('never a paid order without a verified payment', () => {
  it('holds over every order this file and the attacks on it made', async () => {
    // An online order is placed only with a captured payment row of the same amount.
    const bad = await t.db.execute(sql`
      SELECT o.id FROM ${orders} o
      WHERE o.payment_mode = 'Online' AND (o.status = 'placed' OR o.paid_at IS NOT NULL)
        AND NOT EXISTS (SELECT 1 FROM ${payments} p
                        WHERE p.order_id = o.id AND p.status = 'captured' AND p.amount_paise = o.total_paise)`);
    expect((bad as unknown as { rows: unknown[] }).rows).toEqual([]);
    const online = await t.db.select().from(orders).where(eq(orders.paymentMode, 'Online'));
    expect(online.length).toBeGreaterThan(2);
  });
});
