import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { couponRedemptions, coupons, orders, payments, skus } from '../db/schema';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// Area 8 of SECURITY.md: the payment provider failing. (The SMS provider failing is in
// sms/sms.test.ts.) Razorpay keys that no Razorpay accepts: with or without a network, the
// provider call fails, which is the case under test.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RAZORPAY_KEY_ID: 'rzp_test_security0000', RAZORPAY_KEY_SECRET: 'not-a-real-secret' });
});
afterAll(() => t.close());

describe('the payment provider refuses or cannot be reached', () => {
  it('answers 502 with a clear message and gives back the stock and the coupon: nothing half-done', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 2, sizes: ['M'] });
    const coupon = await addCoupon(t, { code: 'SECPROV', percent: 10, maxUses: 1 });
    const s = await shopper(t);
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p, quantity: 2 }], {
        total_amount: 1800,
        payment_mode: 'Online',
        coupon_code: 'SECPROV',
      }),
      s.auth,
    );
    expect(res.status).toBe(502);
    expect(await json(res)).toEqual({
      error: {
        code: 'payment_failed',
        message: 'Online payment could not be started: please try again or choose Cash On Delivery',
      },
    });
    const [sku] = await t.db.select().from(skus).where(eq(skus.id, p.colors[0].skus[0].id));
    expect(sku.stock).toBe(2);
    const [o] = await t.db.select().from(orders).where(eq(orders.userId, s.user.id));
    expect(o.status).toBe('payment_failed');
    expect(await t.db.select().from(payments).where(eq(payments.orderId, o.id))).toEqual([]);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].uses).toBe(0);
    const [r] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, o.id));
    expect(r?.releasedAt ?? 'no redemption').not.toBeNull();
    // the shopper sees no order, and Cash On Delivery still works for the same goods
    expect((await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data).toEqual([]);
    const cod = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p, quantity: 2 }], { total_amount: 1800, coupon_code: 'SECPROV' }),
      s.auth,
    );
    expect(cod.status).toBe(201);
  });
});
