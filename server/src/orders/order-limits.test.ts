import { CANCEL_REASONS, EXCHANGE_REASONS } from '@store/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, orders } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { TOO_MANY_CHANGES, TOO_MANY_ORDERS } from './orders.routes';

// Placing an order, cancelling a line and asking for an exchange each send the shopper an e-mail
// and an SMS (and a checkout locks stock, and may open a payment with the provider): one shopper
// gets a number of them an hour (LIMITS in http/rate-limit.ts), every attempt counted.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => new Date(Date.now() + 48 * 3600_000); // windows of this file only
});
afterAll(() => t.close());

async function expectLimited(res: Response, message: string) {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  expect((await json(res)).error).toMatchObject({ code: 'rate_limited', message });
}

describe('a shopper’s orders and changes to them are rate-limited', () => {
  it(`places ${LIMITS.orderUser.max} orders an hour, then 429 with nothing placed or sent; another shopper still orders`, async () => {
    const p = await createProduct(t.db, { price: 300, colors: [{ name: 'Indigo', hex: '#3f4f8f', stock: 1000 }] });
    const [s, other] = [await shopper(t), await shopper(t)];
    const order = (who: typeof s) =>
      t.call('POST', '/api/payment/billing', body(who.addressId, [{ product: p }], { total_amount: 300 }), who.auth);
    for (let i = 0; i < LIMITS.orderUser.max; i++) expect((await order(s)).status).toBe(201);
    const sent = await t.db.select().from(notifications);
    expect(sent.length).toBeGreaterThanOrEqual(LIMITS.orderUser.max); // each placed order's e-mail and SMS
    await expectLimited(await order(s), TOO_MANY_ORDERS);
    expect(await t.db.select().from(orders).where(eq(orders.userId, s.user.id))).toHaveLength(LIMITS.orderUser.max);
    expect(await t.db.select().from(notifications)).toHaveLength(sent.length);
    expect((await order(other)).status).toBe(201);
  });

  it(`takes ${LIMITS.lineChangeUser.max} cancels and exchanges an hour, counted together, then 429`, async () => {
    const s = await shopper(t);
    const change = (i: number) =>
      i % 2 === 0
        ? t.call('POST', '/api/payment/cancel-order', { id: 999_999, reason: CANCEL_REASONS[0] }, s.auth)
        : t.call('POST', '/api/payment/exchange', { id: 999_999, reason: EXCHANGE_REASONS[0] }, s.auth);
    for (let i = 0; i < LIMITS.lineChangeUser.max; i++) expect((await change(i)).status).toBe(404); // not theirs
    await expectLimited(await change(0), TOO_MANY_CHANGES);
    await expectLimited(await change(1), TOO_MANY_CHANGES);
    // a malformed request is still refused for what it is: the body is read before the count
    const bad = await t.call('POST', '/api/payment/cancel-order', { id: 1, reason: 'Bored' }, s.auth);
    expect(bad.status).toBe(400);
  });
});
