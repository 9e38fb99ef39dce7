import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLineEvents, orderLines, payments } from '../db/schema';
import { TEST_SECRET } from '../payment-provider/gateway';
import { checkoutSignature } from '../payments/signature';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { parseOrderNumber } from './order-detail';

const TOKEN = 'op-secret-0123456789-abcdefghij';
const op = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
let clock = new Date('2026-11-23T05:30:00Z'); // a Monday, 11:00 in India
const tick = (ms = 60_000) => {
  clock = new Date(clock.getTime() + ms);
};
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
  t.deps.now = () => clock;
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;
async function place(s: Shopper, lines: { product: Product; quantity?: number }[], total: number, o = {}) {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, lines, { total_amount: total, ...o }),
    s.auth,
  );
  expect(res.status).toBe(201);
  return (await json(res)).data;
}
const detail = (s: Shopper, number: string) => t.call('GET', `/api/payment/order/${number}`, undefined, s.auth);
const read = async (s: Shopper, number: string) => {
  const res = await detail(s, number);
  expect(res.status).toBe(200);
  return (await json(res)).data;
};
const callback = (fields: Record<string, string>) =>
  t.app.request('/api/payment/success-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
const pay = (providerOrderId: string, paymentId = `pay_D${providerOrderId.slice(-10)}`) =>
  callback({
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: checkoutSignature(TEST_SECRET, providerOrderId, paymentId),
  });
const fail = (providerOrderId: string, description: string) =>
  callback({
    'error[code]': 'BAD_REQUEST_ERROR',
    'error[description]': description,
    'error[metadata]': JSON.stringify({ order_id: providerOrderId, payment_id: 'pay_Dfailed' }),
  });

describe('GET /api/payment/order/:number', () => {
  it('shows the owner the order as bought and charged, to the paisa; anyone else gets 404', async () => {
    const kurta = await createProduct(t.db, { name: 'Chikankari Kurta', price: 2238 });
    const jeans = await createProduct(t.db, { name: 'Slim Jeans', price: 1079 });
    await addCoupon(t, { code: 'FIRST25X', percent: 25 });
    const s = await shopper(t);
    const placed = await place(s, [{ product: kurta }, { product: jeans }], 2487.75, {
      payment_mode: 'Online',
      coupon_code: 'FIRST25X',
    });
    expect((await pay(placed.order_id)).headers.get('location')).toBe(
      `/profile/orders/${placed.order_number}?payment=success`,
    );

    const res = await detail(s, placed.order_number);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const o = (await json(res)).data;
    const [charged] = await t.db.select().from(payments).where(eq(payments.orderId, placed.id));
    expect(o).toMatchObject({
      order_number: placed.order_number,
      status: 'placed',
      subtotal: 3317,
      coupon: { code: 'FIRST25X', percent: 25 },
      discount: 829.25,
      total: 2487.75,
      payment: { mode: 'Online', state: 'paid', reason: null, payable: false },
      invoice_url: `/api/payment/order/${placed.order_number}/invoice.pdf`,
    });
    expect(o.total * 100).toBe(charged.amountPaise);
    // the paid order's tax invoice, as the page links it
    const invoice = await t.app.request(o.invoice_url, { headers: s.auth });
    expect(invoice.status).toBe(200);
    expect(invoice.headers.get('content-type')).toBe('application/pdf');
    expect(o.lines).toMatchObject([
      { product: 'Chikankari Kurta', color: 'Navy', size: 'M', quantity: 1, unit_price: 2238, amount: 2238 },
      { product: 'Slim Jeans', color: 'Navy', size: 'M', quantity: 1, unit_price: 1079, amount: 1079 },
    ]);
    expect(o.lines[0].image).toEqual(expect.any(String));
    expect(o.lines[0].timeline).toEqual([{ status: 'Ordered', at: o.placed_on }]);
    // Lucknow to Lucknow: 2 working days from the payment
    expect(o.expected_delivery).toBe('2026-11-25');

    const other = await shopper(t);
    for (const number of [placed.order_number, 'SF999999', 'SF1', 'XX000001', placed.order_number.toLowerCase()]) {
      const r = await detail(other, number);
      expect(r.status, number).toBe(404);
      expect((await json(r)).error.code).toBe('not_found');
    }
    expect((await t.call('GET', `/api/payment/order/${placed.order_number}`)).status).toBe(401);
    // the owner may type the number in lower case
    expect((await detail(s, placed.order_number.toLowerCase())).status).toBe(200);
  });

  it('keeps the address as it was at checkout after the saved one is edited', async () => {
    const p = await createProduct(t.db, { price: 900 });
    const s = await shopper(t);
    const placed = await place(s, [{ product: p }], 900);
    const edit = await t.call(
      'PUT',
      `/api/auth/address/${s.addressId}`,
      {
        name: 'Someone Else',
        phone_number: '9123456780',
        address_line_1: '1 MG Road',
        pin_code: '560001',
        city: 'Bengaluru',
        state: 'Karnataka',
      },
      s.auth,
    );
    expect(edit.status).toBe(200);
    const o = await read(s, placed.order_number);
    expect(o.address).toMatchObject({
      name: s.user.name,
      phone_number: '9876543210',
      address_line_1: '12 Hazratganj',
      pin_code: '226001',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
    });
    expect(o.payment).toMatchObject({ mode: 'Cash On Delivery', state: 'cod', payable: false });
  });

  it('records every step of each line with its time: operator moves, cancel, exchange', async () => {
    const a = await createProduct(t.db, { name: 'Silk Saree', price: 3000 });
    const b = await createProduct(t.db, { name: 'Cotton Shirt', price: 800 });
    const s = await shopper(t);
    const placed = await place(s, [{ product: a }, { product: b }], 3800);
    const lines = (await read(s, placed.order_number)).lines;
    const moves: [number, string][] = [
      [lines[0].id, 'Shipped'],
      [lines[0].id, 'Out For Delivery'],
      [lines[0].id, 'Delivered'],
    ];
    const times = [];
    for (const [id, status] of moves) {
      tick();
      times.push(clock.toISOString());
      const r = await t.call('POST', `/api/admin/order-lines/${id}/status`, { status }, op);
      expect(r.status, status).toBe(200);
    }
    tick();
    const cancelledAt = clock.toISOString();
    expect(
      (await t.call('POST', '/api/payment/cancel-order', { id: lines[1].id, reason: 'Other' }, s.auth)).status,
    ).toBe(200);
    tick();
    const exchangedAt = clock.toISOString();
    const ex = await t.call('POST', '/api/payment/exchange', { id: lines[0].id, reason: 'Damaged' }, s.auth);
    expect(ex.status).toBe(200);
    // a refused move writes nothing
    expect(
      (await t.call('POST', `/api/admin/order-lines/${lines[1].id}/status`, { status: 'Shipped' }, op)).status,
    ).toBe(409);

    const o = await read(s, placed.order_number);
    expect(o.lines[0].timeline).toEqual([
      { status: 'Ordered', at: o.placed_on },
      { status: 'Shipped', at: times[0] },
      { status: 'Out For Delivery', at: times[1] },
      { status: 'Delivered', at: times[2] },
      { status: 'Exchange Requested', at: exchangedAt },
    ]);
    expect(o.lines[1].timeline).toEqual([
      { status: 'Ordered', at: o.placed_on },
      { status: 'Cancelled', at: cancelledAt },
    ]);
    expect(o.lines[1]).toMatchObject({ tracking_status: 'Cancelled', cancel_reason: 'Other', can_cancel: false });
    expect(o.expected_delivery).toBeNull(); // nothing left on its way
    expect(o.payment.state).toBe('paid'); // COD collected at delivery; the cancelled line cost nothing
    const actors = await t.db.select().from(orderLineEvents).where(eq(orderLineEvents.lineId, lines[0].id));
    expect(actors.map((e) => e.actor)).toEqual(['shopper', 'operator', 'operator', 'operator', 'shopper']);
  });

  it('says pending, then failed with the reason, retries the same order, then paid', async () => {
    const p = await createProduct(t.db, { price: 1200 });
    const s = await shopper(t);
    const placed = await place(s, [{ product: p }], 1200, { payment_mode: 'Online' });
    expect((await read(s, placed.order_number)).payment).toMatchObject({ state: 'pending', payable: true });
    expect((await fail(placed.order_id, 'Declined by the bank')).headers.get('location')).toBe(
      `/profile/orders/${placed.order_number}?payment=failed`,
    );
    const failed = await read(s, placed.order_number);
    expect(failed.payment).toMatchObject({ state: 'failed', reason: 'Declined by the bank', payable: true });
    expect(failed.expected_delivery).toBeNull();

    const retry = await t.call('POST', `/api/payment/order/${placed.order_number}/retry`, undefined, s.auth);
    expect(retry.status).toBe(200);
    const again = (await json(retry)).data;
    expect(again).toMatchObject({ id: placed.id, order_id: placed.order_id, amount: 1200 });
    expect(again.payment.checkout_url).toContain(placed.order_id);
    const other = await shopper(t);
    expect(
      (await t.call('POST', `/api/payment/order/${placed.order_number}/retry`, undefined, other.auth)).status,
    ).toBe(404);

    await pay(placed.order_id);
    const paid = await read(s, placed.order_number);
    expect(paid.payment).toMatchObject({ state: 'paid', reason: null, payable: false });
    expect((await t.call('POST', `/api/payment/order/${placed.order_number}/retry`, undefined, s.auth)).status).toBe(
      409,
    );
  });

  it('an expired order is failed and no longer payable; a cancelled paid line is a refund due, then refunded', async () => {
    const p = await createProduct(t.db, { price: 700 });
    const s = await shopper(t);
    const late = await place(s, [{ product: p }], 700, { payment_mode: 'Online' });
    tick(31 * 60_000);
    const expired = await read(s, late.order_number);
    expect(expired.payment).toMatchObject({ state: 'failed', payable: false });
    expect(expired.payment.reason).toMatch(/time to pay/);
    expect((await t.call('POST', `/api/payment/order/${late.order_number}/retry`, undefined, s.auth)).status).toBe(409);

    const paidOrder = await place(s, [{ product: p }], 700, { payment_mode: 'Online' });
    await pay(paidOrder.order_id);
    const [line] = (await read(s, paidOrder.order_number)).lines;
    await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Not Interested' }, s.auth);
    const due = await read(s, paidOrder.order_number);
    expect(due.status).toBe('cancelled');
    expect(due.payment).toMatchObject({ state: 'refund_due' });
    expect(due.lines[0]).toMatchObject({ refund_due: true, refunded_on: null });
    await t.db.update(orderLines).set({ refundedAt: clock }).where(eq(orderLines.id, line.id));
    expect((await read(s, paidOrder.order_number)).payment.state).toBe('refunded');
  });
});

describe('parseOrderNumber', () => {
  it('reads SF and six or more digits, nothing else', () => {
    expect(parseOrderNumber('SF000123')).toBe(123);
    expect(parseOrderNumber('sf000123')).toBe(123);
    expect(parseOrderNumber('SF0001234')).toBeNull(); // not how 1234 is written
    expect(parseOrderNumber('SF1234567')).toBe(1234567);
    for (const bad of ['SF000000', 'SF12', 'SF00012a', '000123', 'SF-00012', `SF${'9'.repeat(12)}`])
      expect(parseOrderNumber(bad), bad).toBeNull();
  });
});
