import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../http/rate-limit';
import { STORE_COUPONS, seedStoreCoupons } from '../seed/coupons';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let me: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  await seedStoreCoupons(t.db);
  me = (await shopper(t)).auth;
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.now = () => new Date();
});

const apply = (code: string, headers: Record<string, string> = me, extra = '') =>
  t.call('GET', `/api/product/coupon/apply?code=${encodeURIComponent(code)}${extra}`, undefined, headers);

describe('GET /api/product/coupon/apply', () => {
  it('answers the percent for a valid code, whatever its case', async () => {
    const res = await apply('first25');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ discount: 25, code: 'FIRST25' });
    expect((await json(await apply(' First25 '))).data.discount).toBe(25);
  });

  it('needs a login (docs/spec.md §7): 401 in the one error shape without a token or with a dead one', async () => {
    const none: Record<string, string>[] = [{}, { authorization: `Token ${'x'.repeat(43)}` }];
    for (const headers of none) {
      const res = await apply('FIRST25', headers);
      expect(res.status).toBe(401);
      expect(await json(res)).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('counts tries per shopper: past the limit 429 with Retry-After, another shopper still applies', async () => {
    t.deps.now = () => new Date(Date.now() + 24 * 3600_000); // windows of this test only
    const s = (await shopper(t)).auth;
    for (let i = 0; i < LIMITS.couponUser.max; i++)
      await apply(`GUESS${i}`, { ...s, 'x-forwarded-for': `10.7.0.${i}` });
    const refused = await apply('FIRST25', { ...s, 'x-forwarded-for': '10.7.1.1' });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.code).toBe('rate_limited');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await apply('FIRST25', { ...me, 'x-forwarded-for': '10.7.1.1' })).status).toBe(200);
  });

  it('counts tries per address across shoppers', async () => {
    t.deps.now = () => new Date(Date.now() + 48 * 3600_000);
    const from = { 'x-forwarded-for': '10.8.0.1' };
    const people = await Promise.all([1, 2, 3, 4].map(() => shopper(t)));
    for (let i = 0; i < LIMITS.couponIp.max; i++) await apply('NOPE', { ...people[i % 4].auth, ...from });
    const refused = await apply('FIRST25', { ...(await shopper(t)).auth, ...from });
    expect(refused.status).toBe(429);
    expect((await apply('FIRST25', { ...me, 'x-forwarded-for': '10.8.0.2' })).status).toBe(200);
  });

  it('answers 404 with the spec message for an unknown code, 400 for an empty one', async () => {
    const res = await apply('NOPE99');
    expect(res.status).toBe(404);
    expect((await json(res)).error.message).toBe('Invalid Coupon Code');
    expect((await apply('')).status).toBe(400);
  });

  it('honours the active flag', async () => {
    await addCoupon(t, { code: 'OFF5', percent: 5, active: false });
    await addCoupon(t, { code: 'ON5', percent: 5 });
    expect((await apply('OFF5')).status).toBe(400);
    expect((await apply('ON5')).status).toBe(200);
  });

  it('honours the starts/ends window', async () => {
    const hour = 3600_000;
    await addCoupon(t, { code: 'LATER', startsAt: new Date(Date.now() + hour) });
    await addCoupon(t, { code: 'GONE', endsAt: new Date(Date.now() - hour) });
    await addCoupon(t, { code: 'NOW', startsAt: new Date(Date.now() - hour), endsAt: new Date(Date.now() + hour) });
    expect((await json(await apply('LATER'))).error.message).toBe('This coupon is not active yet');
    expect((await json(await apply('GONE'))).error.message).toBe('This coupon has expired');
    expect((await apply('NOW')).status).toBe(200);
  });

  it('checks the minimum order value when the subtotal is given', async () => {
    await addCoupon(t, { code: 'MIN999', minOrderPaise: 99_900 });
    const low = await apply('MIN999', me, '&subtotal=998.99');
    expect(low.status).toBe(400);
    expect((await json(low)).error.fields.coupon_code).toContain('999');
    expect((await apply('MIN999', me, '&subtotal=999')).status).toBe(200);
    expect((await json(await apply('MIN999'))).data.min_order).toBe(999);
  });

  it('refuses a coupon whose total uses are spent', async () => {
    await addCoupon(t, { code: 'SPENT', maxUses: 3, uses: 3 });
    await addCoupon(t, { code: 'ONELEFT', maxUses: 3, uses: 2 });
    expect((await json(await apply('SPENT'))).error.message).toBe('This coupon has been used up');
    expect((await apply('ONELEFT')).status).toBe(200);
  });

  it('FIRST25 is valid before a first order and invalid after it; per-customer limit counts', async () => {
    const product = await createProduct(t.db, { price: 1000 });
    const s = await shopper(t);
    expect((await apply('FIRST25', s.auth)).status).toBe(200);
    const placed = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product }], { total_amount: 750, coupon_code: 'first25' }),
      s.auth,
    );
    expect(placed.status).toBe(201);
    const after = await apply('FIRST25', s.auth);
    expect(after.status).toBe(400);
    expect((await json(after)).error.message).toBe('This coupon is valid on your first order only');
    // someone else's first order does not matter
    expect((await apply('FIRST25', (await shopper(t)).auth)).status).toBe(200);

    await addCoupon(t, { code: 'TWICE', perCustomerLimit: 2 });
    for (const expected of [201, 201]) {
      const res = await t.call(
        'POST',
        '/api/payment/billing',
        body(s.addressId, [{ product }], { total_amount: 900, coupon_code: 'TWICE' }),
        s.auth,
      );
      expect(res.status).toBe(expected);
    }
    const third = await apply('TWICE', s.auth);
    expect((await json(third)).error.message).toBe('You have already used this coupon');
  });

  it('seeds the announcement offer', () => {
    expect(STORE_COUPONS.find((c) => c.code === 'FIRST25')).toMatchObject({ percent: 25, firstOrderOnly: true });
  });
});
