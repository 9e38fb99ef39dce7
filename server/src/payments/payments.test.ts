import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orderLines, orders, paymentEvents, payments, skus } from '../db/schema';
import { expireUnpaidOrders } from '../orders/expire';
import { TEST_SECRET } from '../payment-provider/gateway';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { checkoutSignature, hmacHex } from './signature';

let t: TestApp;
let clock = new Date();
beforeAll(async () => {
  t = await createTestApp();
  t.deps.now = () => clock;
});
afterAll(() => t.close());

type Shopper = Awaited<ReturnType<typeof shopper>>;

async function onlineOrder(s: Shopper, p: Product, o: { total?: number; coupon?: string; quantity?: number } = {}) {
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: p, quantity: o.quantity }], {
      total_amount: o.total ?? 1000,
      payment_mode: 'Online',
      coupon_code: o.coupon,
    }),
    s.auth,
  );
  expect(res.status).toBe(201);
  return (await json(res)).data;
}

/** Opens the test gateway page and reads the form the Pay button would post. */
async function payForm(providerOrderId: string) {
  const res = await t.call('GET', `/api/payment/test-gateway/${providerOrderId}`);
  const html = await res.text();
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  return {
    res,
    html,
    fields: {
      razorpay_order_id: field('razorpay_order_id'),
      razorpay_payment_id: field('razorpay_payment_id'),
      razorpay_signature: field('razorpay_signature'),
    },
  };
}

/** What the widget posts back when it takes money for an order our gateway page no longer offers. */
const signedFields = (providerOrderId: string, paymentId = `pay_L${providerOrderId.slice(-10)}`) => ({
  razorpay_order_id: providerOrderId,
  razorpay_payment_id: paymentId,
  razorpay_signature: checkoutSignature(TEST_SECRET, providerOrderId, paymentId),
});

const callback = (fields: Record<string, string>) =>
  t.app.request('/api/payment/success-payment', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

function webhook(event: object, o: { eventId?: string; secret?: string; signature?: string } = {}) {
  const raw = JSON.stringify(event);
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-razorpay-signature': o.signature ?? hmacHex(o.secret ?? TEST_SECRET, raw),
  };
  if (o.eventId) headers['x-razorpay-event-id'] = o.eventId;
  return t.app.request('/api/payment/webhook', { method: 'POST', headers, body: raw });
}
const captured = (providerOrderId: string, amount: number, paymentId = 'pay_Wh00000000001') => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: providerOrderId, amount, status: 'captured' } } },
});

const orderRow = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const paymentRow = async (orderId: number) =>
  (await t.db.select().from(payments).where(eq(payments.orderId, orderId)))[0];
const stock = async (id: number) => (await t.db.select().from(skus).where(eq(skus.id, id)))[0].stock;
const visibleLines = async (s: Shopper) =>
  (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data as { o_id: number }[];

describe('online payment through the test gateway', () => {
  it('creates a pending order holding stock, with what the client needs to open the widget', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 3 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p);
    expect(data).toMatchObject({ payment_mode: 'Online', amount: 1000, status: 'pending_payment' });
    expect(data.order_id).toMatch(/^order_/);
    expect(data.payment).toMatchObject({
      provider: 'test',
      amount: 100_000,
      currency: 'INR',
      key: 'rzp_test_storefront',
    });
    expect(data.payment.checkout_url).toMatch(new RegExp(`/api/payment/test-gateway/${data.order_id}$`));
    expect(data.payment.callback_url).toMatch(/\/api\/payment\/success-payment$/);
    const o = await orderRow(data.id);
    expect(o.expiresAt!.getTime() - clock.getTime()).toBe(30 * 60 * 1000);
    expect(await stock(p.colors[0].skus[1].id)).toBe(2);
    expect(await visibleLines(s)).toEqual([]); // not placed yet
  });

  it('a retried Idempotency-Key answers the same payment order', async () => {
    const p = await createProduct(t.db, { price: 450 });
    const s = await shopper(t);
    const b = body(s.addressId, [{ product: p }], { total_amount: 450, payment_mode: 'Online' });
    const headers = { ...s.auth, 'idempotency-key': 'online-retry-1' };
    const first = await t.call('POST', '/api/payment/billing', b, headers);
    const again = await t.call('POST', '/api/payment/billing', b, headers);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect((await json(again)).data.order_id).toBe((await json(first)).data.order_id);
  });

  it('serves a script-free page; Pay marks the order paid exactly once and redirects 303', async () => {
    const p = await createProduct(t.db, { price: 1499 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 1499 });
    const { res, html, fields } = await payForm(data.order_id);
    expect(res.status).toBe(200);
    expect(html).toContain('₹1,499.00');
    expect(html).not.toMatch(/<script/i);
    expect(html).toMatch(/<button[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button[^>]*>Fail<\/button>/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self' 'nonce-");

    const paid = await callback(fields);
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/profile/orders/${data.order_number}?payment=success`);
    const o = await orderRow(data.id);
    expect(o.status).toBe('placed');
    expect(o.paidAt).not.toBeNull();
    expect(await paymentRow(data.id)).toMatchObject({
      status: 'captured',
      providerPaymentId: fields.razorpay_payment_id,
    });
    expect((await visibleLines(s)).map((l) => l.o_id)).toEqual([data.id]);

    const again = await callback(fields); // the browser's back button, a double submit
    expect(again.headers.get('location')).toBe(`/profile/orders/${data.order_number}?payment=success`);
    expect((await orderRow(data.id)).paidAt!.getTime()).toBe(o.paidAt!.getTime());
    expect(await (await t.call('GET', `/api/payment/test-gateway/${data.order_id}`)).text()).toContain('already paid');
  });

  it('refuses forged, tampered and cross-order signatures', async () => {
    const p = await createProduct(t.db, { price: 800, stock: 10 });
    const s = await shopper(t);
    const a = await onlineOrder(s, p, { total: 800 });
    const aForm = (await payForm(a.order_id)).fields;
    const other = await shopper(t);
    const b = await onlineOrder(other, p, { total: 800 });
    const flip = (sig: string) => (sig[0] === 'a' ? 'b' : 'a') + sig.slice(1);
    const attempts = [
      { ...aForm, razorpay_signature: 'f'.repeat(64) }, // forged
      { ...aForm, razorpay_signature: flip(aForm.razorpay_signature) }, // tampered
      { ...aForm, razorpay_signature: aForm.razorpay_signature.slice(0, 40) }, // truncated
      { ...aForm, razorpay_payment_id: 'pay_Other0000001' }, // signature for another payment id
      { ...aForm, razorpay_order_id: b.order_id }, // A's signature on B's order
      { ...aForm, razorpay_signature: checkoutSignature('guessed-secret', a.order_id, aForm.razorpay_payment_id) },
      { ...aForm, razorpay_order_id: 'order_unknown00001' },
    ];
    for (const fields of attempts) {
      const res = await callback(fields);
      expect(res.status).toBe(303);
      // back to the order named in the return (its own page says failed), or the orders tab
      const known = { [a.order_id]: a.order_number, [b.order_id]: b.order_number }[fields.razorpay_order_id];
      expect(res.headers.get('location')).toBe(
        known ? `/profile/orders/${known}?payment=failed` : '/profile?tab=orders&payment=failed',
      );
    }
    expect((await orderRow(a.id)).status).toBe('pending_payment');
    expect((await orderRow(b.id)).status).toBe('pending_payment');
  });

  it('Fail redirects to payment=failed and leaves the order payable until it expires', async () => {
    const p = await createProduct(t.db, { price: 600 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 600 });
    const { html, fields } = await payForm(data.order_id);
    const meta = html.match(/name="error\[metadata\]" value="([^"]*)"/)![1].replace(/&quot;/g, '"');
    const failed = await callback({
      'error[code]': 'BAD_REQUEST_ERROR',
      'error[description]': 'Declined by the bank\u0000\n  try another card',
      'error[metadata]': meta,
    });
    expect(failed.headers.get('location')).toBe(`/profile/orders/${data.order_number}?payment=failed`);
    expect(await paymentRow(data.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Declined by the bank try another card', // one line of plain words
    });
    expect((await orderRow(data.id)).status).toBe('pending_payment');
    await callback(fields); // a retry in the widget succeeds
    expect((await orderRow(data.id)).status).toBe('placed');
  });
});

describe('POST /api/payment/webhook', () => {
  it('verifies the signature over the raw body', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 500 });
    const bad = await webhook(captured(data.order_id, 50_000), { signature: 'ab'.repeat(32), eventId: 'evt_bad1' });
    expect(bad.status).toBe(400);
    const wrongKey = await webhook(captured(data.order_id, 50_000), { secret: 'nope', eventId: 'evt_bad2' });
    expect(wrongKey.status).toBe(400);
    expect(await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, 'evt_bad1'))).toEqual([]);
    expect((await orderRow(data.id)).status).toBe('pending_payment');
  });

  it('applies an event replayed 3 times once', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 500 });
    const results = [];
    for (let i = 0; i < 3; i++)
      results.push((await json(await webhook(captured(data.order_id, 50_000), { eventId: `evt_${data.id}` }))).data);
    expect(results.map((r) => r.outcome)).toEqual(['paid', 'duplicate', 'duplicate']);
    const o = await orderRow(data.id);
    expect(o.status).toBe('placed');
    // the same body without an event id header is recognised by its hash
    const hashed = [];
    for (let i = 0; i < 3; i++) hashed.push((await json(await webhook(captured(data.order_id, 50_000, 'pay_X')))).data);
    expect(hashed.map((r) => r.applied)).toEqual([true, false, false]);
    expect((await orderRow(data.id)).paidAt!.getTime()).toBe(o.paidAt!.getTime());
  });

  it('callback and webhook at the same moment mark the order paid once', async () => {
    const p = await createProduct(t.db, { price: 900, stock: 4 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 900 });
    const { fields } = await payForm(data.order_id);
    const orderPaid = {
      event: 'order.paid',
      payload: {
        order: { entity: { id: data.order_id } },
        payment: { entity: { id: fields.razorpay_payment_id, order_id: data.order_id, amount: 90_000 } },
      },
    };
    const [cb, wh, wh2] = await Promise.all([
      callback(fields),
      webhook(orderPaid, { eventId: `evt_paid_${data.id}` }),
      webhook(orderPaid, { eventId: `evt_paid_${data.id}` }),
    ]);
    expect(cb.headers.get('location')).toBe(`/profile/orders/${data.order_number}?payment=success`);
    expect([wh.status, wh2.status]).toEqual([200, 200]);
    const outcomes = [(await json(wh)).data.outcome, (await json(wh2)).data.outcome].sort();
    expect(outcomes).toContain('duplicate');
    expect((await orderRow(data.id)).status).toBe('placed');
    expect(await stock(p.colors[0].skus[1].id)).toBe(3); // taken once, never twice
  });

  it('a webhook before the callback: the shopper still lands on payment=success, paid once', async () => {
    const p = await createProduct(t.db, { price: 650 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 650 });
    const { fields } = await payForm(data.order_id);
    await webhook(captured(data.order_id, 65_000, fields.razorpay_payment_id), { eventId: `evt_first_${data.id}` });
    const paidAt = (await orderRow(data.id)).paidAt!.getTime();
    const cb = await callback(fields);
    expect(cb.headers.get('location')).toBe(`/profile/orders/${data.order_number}?payment=success`);
    expect((await orderRow(data.id)).paidAt!.getTime()).toBe(paidAt);
  });

  it('payment.failed after capture changes nothing; a wrong amount is not a payment', async () => {
    const p = await createProduct(t.db, { price: 700 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 700 });
    const short = await json(await webhook(captured(data.order_id, 100), { eventId: `evt_short_${data.id}` }));
    expect(short.data.outcome).toBe('amount_mismatch');
    expect((await orderRow(data.id)).status).toBe('pending_payment');
    await webhook(captured(data.order_id, 70_000), { eventId: `evt_cap_${data.id}` });
    const failed = {
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_late', order_id: data.order_id, amount: 70_000 } } },
    };
    expect((await json(await webhook(failed, { eventId: `evt_fail_${data.id}` }))).data.outcome).toBe('unchanged');
    expect((await paymentRow(data.id)).status).toBe('captured');
    expect((await orderRow(data.id)).status).toBe('placed');
  });
});

describe('unpaid online orders', () => {
  it('expire after 30 minutes, giving back stock and the coupon use, once', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 2 });
    const coupon = await addCoupon(t, { code: 'HOLD20', percent: 20, maxUses: 1 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 1600, coupon: 'HOLD20', quantity: 2 });
    const sku = p.colors[0].skus[1].id;
    expect(await stock(sku)).toBe(0);
    const uses = async () => (await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].uses;
    expect(await uses()).toBe(1);

    clock = new Date(clock.getTime() + 29 * 60 * 1000);
    expect(await expireUnpaidOrders(t.deps)).toBe(0);
    clock = new Date(clock.getTime() + 60 * 1000);
    // (earlier tests' unpaid orders expire along with it)
    expect(await expireUnpaidOrders(t.deps)).toBeGreaterThanOrEqual(1);
    expect(await expireUnpaidOrders(t.deps)).toBe(0);
    expect((await orderRow(data.id)).status).toBe('expired');
    expect(await stock(sku)).toBe(2);
    expect(await uses()).toBe(0);
    expect(await (await t.call('GET', `/api/payment/test-gateway/${data.order_id}`)).text()).toContain('expired');
    expect(await visibleLines(s)).toEqual([]);

    // Money that arrives afterwards still buys the order while the stock is there.
    await webhook(captured(data.order_id, 160_000), { eventId: `evt_late_${data.id}` });
    expect((await orderRow(data.id)).status).toBe('placed');
    expect(await stock(sku)).toBe(0);
    expect(await uses()).toBe(1);
  });

  it('paid after expiry with the stock gone: cancelled with a refund due', async () => {
    const p = await createProduct(t.db, { price: 400, stock: 1 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 400 });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    await expireUnpaidOrders(t.deps);
    const buyer = await shopper(t);
    const cod = await t.call(
      'POST',
      '/api/payment/billing',
      body(buyer.addressId, [{ product: p }], { total_amount: 400 }),
      buyer.auth,
    );
    expect(cod.status).toBe(201);
    const res = await json(await webhook(captured(data.order_id, 40_000), { eventId: `evt_gone_${data.id}` }));
    expect(res.data.outcome).toBe('late_refund');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, data.id));
    expect(line).toMatchObject({ trackingStatus: 'Cancelled', refundDue: true });
    expect(await stock(p.colors[0].skus[1].id)).toBe(0);
  });

  it('three late payments on a single-use coupon: one order paid, two cancelled with a refund', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 5 });
    const coupon = await addCoupon(t, { code: 'ONCE50', percent: 50, maxUses: 1 });
    const s = await shopper(t);
    // Each new checkout gives up the one before (its coupon use comes back), so all three get it.
    const orders3 = [];
    for (let i = 0; i < 3; i++) orders3.push(await onlineOrder(s, p, { total: 500, coupon: 'ONCE50' }));
    const forms = orders3.map((o) => signedFields(o.order_id));
    // the first two are expired now; pay every one, the newest first
    const paid = await callback(forms[2]);
    expect(paid.headers.get('location')).toBe(`/profile/orders/${orders3[2].order_number}?payment=success`);
    const late = [await callback(forms[0]), await callback(forms[1])];
    expect(late.map((r) => r.headers.get('location'))).toEqual([
      `/profile/orders/${orders3[0].order_number}?payment=refund`,
      `/profile/orders/${orders3[1].order_number}?payment=refund`,
    ]);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].uses).toBe(1);
    const statuses = await Promise.all(orders3.map(async (o) => (await orderRow(o.id)).status));
    expect(statuses).toEqual(['cancelled', 'cancelled', 'placed']);
    expect(await stock(p.colors[0].skus[1].id)).toBe(4); // only the paid order holds a piece
    // the shopper sees both refunds on their orders; Back to the callback still says refund
    const lines = await visibleLines(s);
    const refunds = lines.filter((l) => (l as { refund_due?: boolean }).refund_due);
    expect(refunds.map((l) => l.o_id).sort()).toEqual([orders3[0].id, orders3[1].id].sort());
    expect(refunds).toMatchObject([{ tracking_status: 'Cancelled' }, { tracking_status: 'Cancelled' }]);
    expect((await callback(forms[0])).headers.get('location')).toBe(
      `/profile/orders/${orders3[0].order_number}?payment=refund`,
    );
  });

  it('a late payment keeps its first-order coupon only while it would still be the first order', async () => {
    const p = await createProduct(t.db, { price: 800, stock: 5 });
    await addCoupon(t, { code: 'FIRSTLATE', percent: 25, firstOrderOnly: true });
    const s = await shopper(t);
    const late = await onlineOrder(s, p, { total: 600, coupon: 'FIRSTLATE' });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    await expireUnpaidOrders(t.deps);
    const cod = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p }], { total_amount: 600, coupon_code: 'FIRSTLATE' }),
      s.auth,
    );
    expect(cod.status).toBe(201);
    const res = await json(await webhook(captured(late.order_id, 60_000), { eventId: `evt_first_late_${late.id}` }));
    expect(res.data.outcome).toBe('late_refund');
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, late.id));
    expect(line).toMatchObject({ trackingStatus: 'Cancelled', refundDue: true });
    expect(line.cancelReason).toContain('first order');
    expect(await stock(p.colors[0].skus[1].id)).toBe(4);
  });

  it('a late payment keeps a once-per-shopper coupon only if the shopper has not used it since', async () => {
    const p = await createProduct(t.db, { price: 1000, stock: 5 });
    const coupon = await addCoupon(t, { code: 'MINE10', percent: 10, perCustomerLimit: 1 });
    const s = await shopper(t);
    const late = await onlineOrder(s, p, { total: 900, coupon: 'MINE10' });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    await expireUnpaidOrders(t.deps);
    const again = body(s.addressId, [{ product: p }], { total_amount: 900, coupon_code: 'MINE10' });
    expect((await t.call('POST', '/api/payment/billing', again, s.auth)).status).toBe(201);
    const res = await json(await webhook(captured(late.order_id, 90_000), { eventId: `evt_mine_${late.id}` }));
    expect(res.data.outcome).toBe('late_refund');
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].uses).toBe(1);
    expect((await orderRow(late.id)).status).toBe('cancelled');
  });

  it('two late payments for one single-use coupon at once: exactly one keeps its order', async () => {
    const p = await createProduct(t.db, { price: 500, stock: 5 });
    const coupon = await addCoupon(t, { code: 'RACE1', percent: 10, maxUses: 1 });
    const a = await shopper(t);
    const b = await shopper(t);
    const oa = await onlineOrder(a, p, { total: 450, coupon: 'RACE1' });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    await expireUnpaidOrders(t.deps); // A's use comes back, so B can take the coupon
    const ob = await onlineOrder(b, p, { total: 450, coupon: 'RACE1' });
    clock = new Date(clock.getTime() + 31 * 60 * 1000);
    await expireUnpaidOrders(t.deps);
    const [fa, fb] = [signedFields(oa.order_id), signedFields(ob.order_id)];
    const results = await Promise.all([
      callback(fa),
      webhook(captured(ob.order_id, 45_000, fb.razorpay_payment_id), { eventId: `evt_race_${ob.id}` }),
    ]);
    expect(results.map((r) => r.status)).toEqual([303, 200]);
    const statuses = [(await orderRow(oa.id)).status, (await orderRow(ob.id)).status].sort();
    expect(statuses).toEqual(['cancelled', 'placed']);
    expect((await t.db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0].uses).toBe(1);
    expect(await stock(p.colors[0].skus[1].id)).toBe(4);
  });

  it('a new checkout gives up the shopper unpaid one', async () => {
    const p = await createProduct(t.db, { price: 300, stock: 1 });
    const s = await shopper(t);
    const first = await onlineOrder(s, p, { total: 300 });
    const second = await onlineOrder(s, p, { total: 300 }); // same last piece: the first let go of it
    expect((await orderRow(first.id)).status).toBe('expired');
    expect((await orderRow(second.id)).status).toBe('pending_payment');
  });

  it('cancelling a paid online line marks it for refund', async () => {
    const p = await createProduct(t.db, { price: 350 });
    const s = await shopper(t);
    const data = await onlineOrder(s, p, { total: 350 });
    await callback((await payForm(data.order_id)).fields);
    const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    const res = await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Wrong Product' }, s.auth);
    expect(res.status).toBe(200);
    const [after] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    expect(after).toMatchObject({ tracking_status: 'Cancelled', refund_due: true, payment_mode: 'Online' });
  });
});
