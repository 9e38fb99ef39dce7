import { EXCHANGE_WINDOW_MS } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders, skus } from '../db/schema';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let clock = new Date('2026-11-20T10:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock;
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
async function order(
  s: Shopper,
  lines: { product: Product; quantity?: number; size?: string }[],
  total: number,
  coupon?: string,
) {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, lines, { total_amount: total, coupon_code: coupon }),
    s.auth,
  );
  expect(res.status).toBe(201);
  return (await json(res)).data;
}
const linesOf = async (s: Shopper) => (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
const stock = async (id: number) => (await t.db.select().from(skus).where(eq(skus.id, id)))[0].stock;
const setLine = (id: number, status: string, updatedOn: Date) =>
  t.db.update(orderLines).set({ trackingStatus: status, updatedOn }).where(eq(orderLines.id, id));

describe('GET /api/payment/billing', () => {
  it('lists the shopper own lines, newest first, with the spec fields', async () => {
    const p = await createProduct(t.db, { name: 'Linen Kurta', price: 1500, discount: 20 });
    const s = await shopper(t);
    expect((await linesOf(s)).length).toBe(0);
    await order(s, [{ product: p, quantity: 2 }], 2400);
    clock = new Date(clock.getTime() + 1000);
    const second = await order(s, [{ product: p, size: 'L' }], 1200);
    const lines = await linesOf(s);
    expect(lines.map((l: { o_id: number }) => l.o_id)[0]).toBe(second.id);
    expect(lines[1]).toMatchObject({
      product: 'Linen Kurta',
      product_id: p.product.id,
      size: 'M',
      color: 'Navy',
      quantity: 2,
      amount: 1200, // unit price paid
      payment_mode: 'Cash On Delivery',
      tracking_status: 'Ordered',
      can_cancel: true,
      can_exchange: false,
      can_review: true,
    });
    expect(lines[1].product_url).toMatch(new RegExp(`/${p.product.id}/linen-kurta$`));
    expect(lines[1].image).toBeTruthy();
    expect(Date.parse(lines[1].updated_on)).toBe(clock.getTime() - 1000);
    // nobody else sees them
    expect((await linesOf(await shopper(t))).length).toBe(0);
  });
});

describe('POST /api/payment/cancel-order', () => {
  it('cancels an Ordered line once and gives its stock back exactly once', async () => {
    const p = await createProduct(t.db, { price: 500, stock: 5 });
    const s = await shopper(t);
    await order(
      s,
      [
        { product: p, quantity: 3 },
        { product: p, size: 'S' },
      ],
      2000,
    );
    const [line] = (await linesOf(s)).filter((l: { size: string }) => l.size === 'M');
    const skuM = p.colors[0].skus[1].id;
    expect(await stock(skuM)).toBe(2);
    const first = await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Not Interested' }, s.auth);
    expect(first.status).toBe(200);
    expect((await json(first)).data).toMatchObject({ tracking_status: 'Cancelled', message: MSG.cancelSuccess });
    const again = await Promise.all(
      [1, 2, 3].map(() => t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth)),
    );
    expect(again.map((r) => r.status)).toEqual([409, 409, 409]);
    expect(await stock(skuM)).toBe(5);
    const after = await linesOf(s);
    expect(after.find((l: { id: number }) => l.id === line.id)).toMatchObject({
      tracking_status: 'Cancelled',
      can_cancel: false,
    });
  });

  it('cancels only from Ordered, and a reason from the list is required', async () => {
    const p = await createProduct(t.db);
    const s = await shopper(t);
    await order(s, [{ product: p }], 1000);
    const [line] = await linesOf(s);
    expect((await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Bored' }, s.auth)).status).toBe(
      400,
    );
    await setLine(line.id, 'Shipped', clock);
    const res = await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth);
    expect(res.status).toBe(409);
  });

  it('releases the coupon when the whole order is cancelled, so FIRST25-like offers come back', async () => {
    const p = await createProduct(t.db, { price: 1000 });
    await addCoupon(t, { code: 'WELCOME', percent: 25, firstOrderOnly: true, maxUses: 100 });
    const s = await shopper(t);
    await order(s, [{ product: p }, { product: p, size: 'L' }], 1500, 'WELCOME');
    const lines = await linesOf(s);
    await t.call('POST', '/api/payment/cancel-order', { id: lines[0].id, reason: 'Other' }, s.auth);
    const uses = async () => (await t.db.select().from(coupons).where(eq(coupons.code, 'WELCOME')))[0].uses;
    expect(await uses()).toBe(1); // one line still ordered
    await t.call('POST', '/api/payment/cancel-order', { id: lines[1].id, reason: 'Other' }, s.auth);
    expect(await uses()).toBe(0);
    const [o] = await t.db.select().from(orders).where(eq(orders.id, lines[0].o_id));
    expect(o.status).toBe('cancelled');
    const apply = await t.call('GET', '/api/product/coupon/apply?code=welcome', undefined, s.auth);
    expect(apply.status).toBe(200);
  });

  it("answers 404 for another shopper's line, and for lines that do not exist", async () => {
    const p = await createProduct(t.db);
    const owner = await shopper(t);
    const intruder = await shopper(t);
    await order(owner, [{ product: p }], 1000);
    const [line] = await linesOf(owner);
    for (const [path, b] of [
      ['/api/payment/cancel-order', { id: line.id, reason: 'Other' }],
      ['/api/payment/exchange', { id: line.id, reason: 'Damaged', desc: 'x' }],
      ['/api/payment/cancel-order', { id: 99_999_999, reason: 'Other' }],
    ] as const)
      expect((await t.call('POST', path, b, intruder.auth)).status).toBe(404);
    expect((await linesOf(owner))[0].tracking_status).toBe('Ordered');
  });
});

describe('POST /api/payment/exchange', () => {
  it('only for Delivered, within the window of updated_on (edge inclusive)', async () => {
    const p = await createProduct(t.db, { stock: 20 });
    const s = await shopper(t);
    await order(s, [{ product: p }, { product: p, size: 'S' }, { product: p, size: 'L' }], 3000);
    const [a, b, c] = await linesOf(s);
    const ask = (id: number) =>
      t.call('POST', '/api/payment/exchange', { id, reason: 'Defective', desc: 'Seam opened' }, s.auth);
    expect((await ask(a.id)).status).toBe(409); // still Ordered
    await setLine(a.id, 'Delivered', new Date(clock.getTime() - EXCHANGE_WINDOW_MS)); // exactly at the edge
    await setLine(b.id, 'Delivered', new Date(clock.getTime() - EXCHANGE_WINDOW_MS - 1)); // 1 ms past
    await setLine(c.id, 'Delivered', new Date(clock.getTime() - 60_000));
    const listed = await linesOf(s);
    expect(listed.map((l: { can_exchange: boolean }) => l.can_exchange)).toEqual([true, false, true]);
    const ok = await ask(a.id);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data).toMatchObject({
      tracking_status: 'Exchange Requested',
      message: MSG.exchangeSuccess,
    });
    expect((await ask(b.id)).status).toBe(409);
    expect((await ask(a.id)).status).toBe(409); // not twice
    const bad = await t.call('POST', '/api/payment/exchange', { id: c.id, reason: 'Meh' }, s.auth);
    expect(bad.status).toBe(400);
    const [row] = await t.db.select().from(orderLines).where(eq(orderLines.id, a.id));
    expect(row).toMatchObject({ exchangeReason: 'Defective', exchangeDesc: 'Seam opened' });
    expect(row.updatedOn.getTime()).toBe(clock.getTime());
  });
});
