import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orderLines, orders, products, skus, unserviceablePincodes } from '../db/schema';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const bill = (b: unknown, headers: Record<string, string>, extra: Record<string, string> = {}) =>
  t.call('POST', '/api/payment/billing', b, { ...headers, ...extra });
const orderCount = async () => Number((await t.db.select({ n: count() }).from(orders))[0].n);
const stockOf = async (skuId: number) => (await t.db.select().from(skus).where(eq(skus.id, skuId)))[0].stock;

describe('POST /api/payment/billing', () => {
  it('re-prices every line from the database and places a COD order at once', async () => {
    // 1299 with 15% off -> 1104.15 -> rounded down to 1104; 2 x 1104 + 1 x 500 = 2708
    const shirt = await createProduct(t.db, { price: 1299, discount: 15, stock: 5 });
    const tee = await createProduct(t.db, { price: 500, colors: [{ name: 'Maroon' }, { name: 'Olive' }] });
    const s = await shopper(t);
    const res = await bill(
      body(
        s.addressId,
        [
          { product: shirt, quantity: 2, amount: 1 }, // the client's amount is ignored
          { product: tee, color: 'olive', size: 'l', amount: 0.01 },
        ],
        { total_amount: 2708, sales_referance: 'RAHUL-7' },
      ),
      s.auth,
    );
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ payment_mode: 'Cash On Delivery', amount: 2708, status: 'placed' });
    expect(data.order_id).toBe(data.order_number);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, data.id));
    expect(order).toMatchObject({ subtotalPaise: 270_800, totalPaise: 270_800, salesReference: 'RAHUL-7' });
    expect(order.address).toMatchObject({ city: 'Lucknow', pin_code: '226001' });
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, data.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.color, l.size, l.quantity, l.unitPaise])).toEqual([
      ['Navy', 'M', 2, 110_400],
      ['Olive', 'L', 1, 50_000],
    ]);
    expect(await stockOf(lines[0].skuId)).toBe(3);
    const [p] = await t.db.select().from(products).where(eq(products.id, shirt.product.id));
    expect(p.inventory).toBe(3 * 5 - 2); // three sizes of 5, two taken
  });

  it('accepts the colour by id too', async () => {
    const p = await createProduct(t.db, { price: 400 });
    const s = await shopper(t);
    const res = await bill(body(s.addressId, [{ product: p, color: p.colors[0].id }], { total_amount: 400 }), s.auth);
    expect(res.status).toBe(201);
  });

  it('refuses a tampered total with 409 and the server figure, writing nothing', async () => {
    const p = await createProduct(t.db, { price: 1000, discount: 10, stock: 4 });
    const s = await shopper(t);
    await addCoupon(t, { code: 'TEN', percent: 10 });
    const before = await orderCount();
    const res = await bill(body(s.addressId, [{ product: p }], { total_amount: 1, coupon_code: 'TEN' }), s.auth);
    expect(res.status).toBe(409);
    const err = (await json(res)).error;
    expect(err).toMatchObject({ code: 'conflict', expected_total: 810 });
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.colors[0].skus[1].id)).toBe(4);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.code, 'TEN'));
    expect(c.uses).toBe(0);
    // within half a paisa is the same total
    expect(
      (await bill(body(s.addressId, [{ product: p }], { total_amount: 810.004, coupon_code: 'TEN' }), s.auth)).status,
    ).toBe(201);
  });

  it('rounds the coupon discount to the paisa as the spec says', async () => {
    const p = await createProduct(t.db, { price: 333 });
    const s = await shopper(t);
    await addCoupon(t, { code: 'SEVEN', percent: 7 });
    // 333 - 23.31 = 309.69
    const bad = await bill(body(s.addressId, [{ product: p }], { total_amount: 309.7, coupon_code: 'SEVEN' }), s.auth);
    expect((await json(bad)).error.expected_total).toBe(309.69);
    const ok = await bill(body(s.addressId, [{ product: p }], { total_amount: 309.69, coupon_code: 'SEVEN' }), s.auth);
    expect(ok.status).toBe(201);
  });

  it.each([-1, 0, 11, 1.5, 1e6, '2'])('refuses quantity %s with 400 naming the line', async (quantity) => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    const b = body(s.addressId, [{ product: p }], { total_amount: 1000 });
    (b.products[0] as { quantity: unknown }).quantity = quantity;
    const res = await bill(b, s.auth);
    expect(res.status).toBe(400);
    expect(Object.keys((await json(res)).error.fields)).toContain('products.0.quantity');
  });

  it('caps one product, colour and size at 10 across lines, however the colour is written', async () => {
    const p = await createProduct(t.db, { price: 100, stock: 50, colors: [{ name: 'Rani Pink' }] });
    const s = await shopper(t);
    const sku = p.colors[0].skus[1].id;
    const before = await orderCount();
    const colours = ['Rani Pink', 'rani pink', p.colors[0].id];
    const lines = colours.map((color) => ({ product: p, color, quantity: 8 }));
    const res = await bill(body(s.addressId, lines, { total_amount: 2400 }), s.auth);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields).toEqual({
      'products.0.quantity': 'Quantity can be at most 10',
      'products.1.quantity': 'Quantity can be at most 10',
      'products.2.quantity': 'Quantity can be at most 10',
    });
    expect(error.message).toContain('Quantity can be at most 10');
    expect(await orderCount()).toBe(before);
    expect(await stockOf(sku)).toBe(50);
  });

  it('merges lines of one variant into one order line; other sizes and colours stay apart', async () => {
    const p = await createProduct(t.db, { price: 100, colors: [{ name: 'Rani Pink' }, { name: 'Teal' }] });
    const s = await shopper(t);
    const res = await bill(
      body(
        s.addressId,
        [
          { product: p, color: 'Rani Pink', quantity: 4 },
          { product: p, color: 'Teal', quantity: 10 },
          { product: p, color: ' RANI PINK ', quantity: 6 },
          { product: p, color: 'Rani Pink', size: 'L', quantity: 10 },
        ],
        { total_amount: 3000 },
      ),
      s.auth,
    );
    expect(res.status).toBe(201);
    const { data } = await json(res);
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, data.id)).orderBy(orderLines.id);
    expect(lines.map((l) => [l.color, l.size, l.quantity])).toEqual([
      ['Rani Pink', 'M', 10],
      ['Teal', 'M', 10],
      ['Rani Pink', 'L', 10],
    ]);
  });

  it('refuses an address the product cannot be delivered to, with the product page message', async () => {
    const p = await createProduct(t.db, { price: 100 });
    const other = await createProduct(t.db, { price: 100 });
    await t.db.insert(unserviceablePincodes).values({ productId: p.product.id, pincode: '226001' });
    const s = await shopper(t); // the address is in 226001
    const before = await orderCount();
    const res = await bill(body(s.addressId, [{ product: other }, { product: p }], { total_amount: 200 }), s.auth);
    expect(res.status).toBe(400);
    const { error } = await json(res);
    expect(error.fields).toEqual({ address: 'Delivery not available', 'products.1': 'Delivery not available' });
    expect(error.message).toMatch(/^Delivery not available/);
    expect(await orderCount()).toBe(before);
    const ok = await bill(body(s.addressId, [{ product: other }], { total_amount: 100 }), s.auth);
    expect(ok.status).toBe(201);
  });

  it('refuses unknown products, colours and sizes with 400 naming the line', async () => {
    const p = await createProduct(t.db, { sizes: ['S', 'M'] });
    const s = await shopper(t);
    for (const line of [
      { product: { ...p, product: { ...p.product, id: 999_999 } } },
      { product: p, color: 'Purple' },
      { product: p, size: 'XXL' },
    ]) {
      const res = await bill(body(s.addressId, [{ product: p }, line], { total_amount: 2000 }), s.auth);
      expect(res.status).toBe(400);
      expect(Object.keys((await json(res)).error.fields)).toEqual(['products.1']);
    }
  });

  it('answers 409 out_of_stock naming the short lines, and takes nothing', async () => {
    const p = await createProduct(t.db, { price: 100, stock: 2 });
    const s = await shopper(t);
    const before = await orderCount();
    const res = await bill(
      body(
        s.addressId,
        [
          { product: p, size: 'S' },
          { product: p, size: 'M', quantity: 3 },
        ],
        { total_amount: 400 },
      ),
      s.auth,
    );
    expect(res.status).toBe(409);
    const err = (await json(res)).error;
    expect(err.code).toBe('out_of_stock');
    expect(err.items).toEqual([{ index: 1, id: p.product.id, color: 'Navy', size: 'M', available: 2 }]);
    expect(Object.keys(err.fields)).toEqual(['products.1']);
    expect(await orderCount()).toBe(before);
    expect(await stockOf(p.colors[0].skus[0].id)).toBe(2);
  });

  it('refuses an address of another shopper, and asks for login', async () => {
    const p = await createProduct(t.db);
    const a = await shopper(t);
    const b = await shopper(t);
    const res = await bill(body(b.addressId, [{ product: p }], { total_amount: 1000 }), a.auth);
    expect(res.status).toBe(400);
    expect((await json(res)).error.fields.address).toBeDefined();
    expect((await bill(body(a.addressId, [{ product: p }], { total_amount: 1000 }), {})).status).toBe(401);
  });

  it('enforces coupon rules for real: unknown, min order and first order', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const s = await shopper(t);
    await addCoupon(t, { code: 'BIG', minOrderPaise: 100_000 });
    await addCoupon(t, { code: 'HELLO', percent: 20, firstOrderOnly: true });
    const unknown = await bill(body(s.addressId, [{ product: p }], { total_amount: 500, coupon_code: 'XX' }), s.auth);
    expect((await json(unknown)).error.message).toBe('Invalid Coupon Code');
    const small = await bill(body(s.addressId, [{ product: p }], { total_amount: 450, coupon_code: 'BIG' }), s.auth);
    expect(small.status).toBe(400);
    expect((await json(small)).error.fields.coupon_code).toContain('1,000');
    const ok = await bill(
      body(s.addressId, [{ product: p, quantity: 2 }], { total_amount: 900, coupon_code: 'BIG' }),
      s.auth,
    );
    expect(ok.status).toBe(201);
    const second = await bill(body(s.addressId, [{ product: p }], { total_amount: 400, coupon_code: 'hello' }), s.auth);
    expect((await json(second)).error.message).toBe('This coupon is valid on your first order only');
    const [{ n }] = await t.db.select({ n: count() }).from(couponRedemptions);
    expect(Number(n)).toBeGreaterThanOrEqual(1);
  });

  it('returns the first order for a retried Idempotency-Key', async () => {
    const p = await createProduct(t.db, { price: 250, stock: 5 });
    const s = await shopper(t);
    const b = body(s.addressId, [{ product: p }], { total_amount: 250 });
    const first = await bill(b, s.auth, { 'idempotency-key': 'checkout-abc' });
    const again = await bill(b, s.auth, { 'idempotency-key': 'checkout-abc' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect((await json(again)).data.id).toBe((await json(first)).data.id);
    expect(await stockOf(p.colors[0].skus[1].id)).toBe(4);
    // the same key from another shopper is another order
    const other = await shopper(t);
    const theirs = await bill(body(other.addressId, [{ product: p }], { total_amount: 250 }), other.auth, {
      'idempotency-key': 'checkout-abc',
    });
    expect(theirs.status).toBe(201);
  });

  it('offers Cash On Delivery only in production without Razorpay keys', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://shop.example.in', // production requires it
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9',
    });
    try {
      const p = await createProduct(prod.db, { price: 300 });
      const s = await shopper(prod);
      const online = await prod.call(
        'POST',
        '/api/payment/billing',
        body(s.addressId, [{ product: p }], { total_amount: 300, payment_mode: 'Online' }),
        s.auth,
      );
      expect(online.status).toBe(400);
      expect((await json(online)).error.fields.payment_mode).toBeDefined();
      const cod = await prod.call(
        'POST',
        '/api/payment/billing',
        body(s.addressId, [{ product: p }], { total_amount: 300 }),
        s.auth,
      );
      expect(cod.status).toBe(201);
      expect((await prod.call('GET', '/api/payment/test-gateway/order_x')).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
