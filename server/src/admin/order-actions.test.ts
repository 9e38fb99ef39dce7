import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, couponRedemptions, coupons, notifications, orderLines, skus } from '../db/schema';
import { pdfText } from '../invoices/pdf-text';
import { changedLogin, codOrder, OP_TOKEN, type Session } from '../test/console-kit';
import { createProduct } from '../test/factories';
import { addCoupon, body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let staffer: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  staffer = await changedLogin(t, 'packer@vastra.in');
});
afterAll(() => t.close());

const post = (path: string, b: unknown = {}) => t.call('POST', `/api/admin${path}`, b, staffer.headers);
const order = async (id: number) =>
  (await json(await t.call('GET', `/api/admin/orders/${id}`, undefined, staffer.headers))).data;
const auditOf = (type: string, id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, type), eq(auditLog.entityId, id)));
const SHIP = { courier: 'Delhivery', tracking_number: 'DLV123456789' };

describe('order actions', () => {
  it('ships a COD order with its tracking number, then out for delivery, delivered, cash collected: each once, each audited', async () => {
    const { s, orderId } = await codOrder(t);
    expect((await post(`/orders/${orderId}/deliver`)).status).toBe(409);
    expect((await post(`/orders/${orderId}/cod-collected`)).status).toBe(409);
    expect((await post(`/orders/${orderId}/confirm`)).status).toBe(200);
    expect((await post(`/orders/${orderId}/confirm`)).status).toBe(409);
    const bad = await post(`/orders/${orderId}/ship`, { courier: 'Delhivery', tracking_number: '' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.tracking_number).toBeTruthy();
    expect((await post(`/orders/${orderId}/ship`, SHIP)).status).toBe(200);
    const again = await post(`/orders/${orderId}/ship`, SHIP);
    expect(again.status).toBe(409);
    expect((await json(again)).error.message).toBe('No line of this order is waiting to ship');
    // the shopper's order page shows Shipped and the tracking number
    const number = `SF${String(orderId).padStart(6, '0')}`;
    const mine = (await json(await t.call('GET', `/api/payment/order/${number}`, undefined, s.auth))).data;
    expect(mine.lines[0].tracking_status).toBe('Shipped');
    expect(JSON.stringify(mine)).toContain('DLV123456789');
    expect((await post(`/orders/${orderId}/cod-collected`)).status).toBe(409);
    const told = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(told.find((n) => n.event === 'shipped')?.payload.tracking_number).toBe('DLV123456789');
    expect((await post(`/orders/${orderId}/out-for-delivery`)).status).toBe(200);
    expect((await post(`/orders/${orderId}/deliver`)).status).toBe(200);
    expect((await post(`/orders/${orderId}/deliver`)).status).toBe(409);
    const cod = await post(`/orders/${orderId}/cod-collected`);
    expect(cod.status).toBe(200);
    expect((await json(cod)).data.amount_paise).toBe(100_000);
    expect((await post(`/orders/${orderId}/cod-collected`)).status).toBe(409);
    const audit = await auditOf('order', orderId);
    expect(audit.map((a) => a.action)).toEqual([
      'order.confirm',
      'order.shipped',
      'order.out_for_delivery',
      'order.delivered',
      'order.cod_collected',
    ]);
    expect(audit.every((a) => a.actor === 'packer@vastra.in' && a.staffId !== null)).toBe(true);
    const shipped = audit[1] as {
      before: { lines: { tracking_status: string }[] };
      after: { lines: { tracking_status: string; tracking_number: string }[] };
    };
    expect(shipped.before.lines[0].tracking_status).toBe('Ordered');
    expect(shipped.after.lines[0]).toMatchObject({ tracking_status: 'Shipped', tracking_number: 'DLV123456789' });
    const page = await order(orderId);
    expect(page.cod_collected_on).not.toBeNull();
    expect(page.timeline.map((e: { status: string }) => e.status)).toEqual([
      'Ordered',
      'Shipped',
      'Out For Delivery',
      'Delivered',
    ]);
  });

  it('cancels a line as the shopper’s cancel does: stock and coupon back, once; a shipped line cannot be cancelled', async () => {
    const p = await createProduct(t.db, { name: 'Lucknowi Kurta', price: 1000, stock: 5 });
    const coupon = await addCoupon(t, { code: `STAFF${Date.now() % 100000}`, percent: 10 });
    const s = await shopper(t);
    const placed = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p, quantity: 2 }], { total_amount: 1800, coupon_code: coupon.code }),
      s.auth,
    );
    expect(placed.ok).toBe(true);
    const orderId = (await json(placed)).data.id;
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const stock = async () => (await t.db.select().from(skus).where(eq(skus.id, line.skuId)))[0].stock;
    expect(await stock()).toBe(3);
    expect((await post(`/lines/${line.id}/cancel`, { reason: '' })).status).toBe(400);
    expect((await post(`/lines/${line.id}/cancel`, { reason: 'Out of this colour at the tailor' })).status).toBe(200);
    expect(await stock()).toBe(5);
    const [c] = await t.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(c.uses).toBe(0);
    const [red] = await t.db.select().from(couponRedemptions).where(eq(couponRedemptions.orderId, orderId));
    expect(red.releasedAt).not.toBeNull();
    expect((await post(`/lines/${line.id}/cancel`, { reason: 'again' })).status).toBe(409);
    expect(await stock()).toBe(5);
    const [audit] = await auditOf('order_line', line.id);
    expect(audit).toMatchObject({ action: 'line.cancel' });

    const shipped = await codOrder(t);
    await post(`/orders/${shipped.orderId}/ship`, SHIP);
    const refused = await post(`/lines/${shipped.lines[0].id}/cancel`, { reason: 'late' });
    expect(refused.status).toBe(409);
    expect((await json(refused)).error.message).toMatch(/only lines not yet shipped can be cancelled/);
  });

  it('accepts or refuses an exchange request only when there is one', async () => {
    const { s, orderId, lines } = await codOrder(t, { lines: 2 });
    expect((await post(`/lines/${lines[0].id}/exchange/accept`)).status).toBe(409);
    for (const step of ['ship', 'out-for-delivery', 'deliver'])
      expect((await post(`/orders/${orderId}/${step}`, step === 'ship' ? SHIP : {})).status).toBe(200);
    for (const l of lines)
      expect(
        (await t.call('POST', '/api/payment/exchange', { id: l.id, reason: 'Damaged', desc: 'torn' }, s.auth)).status,
      ).toBe(200);
    expect((await post(`/lines/${lines[0].id}/exchange/accept`)).status).toBe(200);
    expect((await post(`/lines/${lines[0].id}/exchange/accept`)).status).toBe(409);
    expect((await post(`/lines/${lines[1].id}/exchange/refuse`, {})).status).toBe(400);
    expect((await post(`/lines/${lines[1].id}/exchange/refuse`, { reason: 'Worn and washed' })).status).toBe(200);
    const rows = await t.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(rows.map((r) => r.trackingStatus).sort()).toEqual(['Delivered', 'Exchanged']);
    const [refusal] = await auditOf('order_line', lines[1].id);
    expect(refusal).toMatchObject({ action: 'line.exchange_refuse', after: { tracking_status: 'Delivered' } });
  });

  it('marks a refund paid only when one is due, up to the amount due', async () => {
    const { orderId, lines } = await codOrder(t);
    expect((await post(`/orders/${orderId}/refund`, { amount: 100, reference: 'UTR1' })).status).toBe(409);
    // a line cancelled after an online payment is what owes a refund (set here directly)
    await t.db
      .update(orderLines)
      .set({ trackingStatus: 'Cancelled', refundDue: true })
      .where(eq(orderLines.id, lines[0].id));
    expect((await order(orderId)).refund_due_amount).toBe(1000);
    const over = await post(`/orders/${orderId}/refund`, { amount: 1000.01, reference: 'UTR1' });
    expect(over.status).toBe(409);
    expect((await json(over)).error.message).toBe('The refund due is ₹1000.00: enter an amount up to it');
    expect((await post(`/orders/${orderId}/refund`, { amount: 1000, reference: '' })).status).toBe(400);
    expect((await post(`/orders/${orderId}/refund`, { amount: 1000, reference: 'UTR998877' })).status).toBe(200);
    expect((await post(`/orders/${orderId}/refund`, { amount: 1000, reference: 'UTR998877' })).status).toBe(409);
    // the shopper is told, by the outbox, in the action's transaction
    const told = await t.db.select().from(notifications).where(eq(notifications.orderId, orderId));
    expect(told.filter((n) => n.event === 'refunded').length).toBeGreaterThan(0);
    const page = await order(orderId);
    expect(page.refunds).toMatchObject([{ amount: 1000, reference: 'UTR998877', by: 'packer@vastra.in' }]);
    expect(page.lines[0].refunded_on).not.toBeNull();
    expect(page.payment_state).toBe('refunded');
  });

  it('answers 404 for an unknown order or line and 409 for an order that was never placed', async () => {
    expect((await post('/orders/99999999/confirm')).status).toBe(404);
    expect((await post('/lines/99999999/cancel', { reason: 'x' })).status).toBe(404);
    const { orderId } = await codOrder(t);
    await t.db.update(orderLines).set({ trackingStatus: 'Cancelled' }).where(eq(orderLines.orderId, orderId));
    const res = await post(`/orders/${orderId}/ship`, SHIP);
    expect(res.status).toBe(409);
  });

  it('ships in bulk: each order on its own, the ones that cannot ship said so', async () => {
    const a = await codOrder(t);
    const b = await codOrder(t);
    await post(`/orders/${b.orderId}/ship`, SHIP);
    const res = await post('/bulk/ship', {
      order_ids: [a.orderId, b.orderId],
      courier: 'Blue Dart',
      tracking_number: 'BD1',
    });
    expect(res.status).toBe(200);
    const data = (await json(res)).data;
    expect(data[0]).toMatchObject({ id: a.orderId, ok: true });
    expect(data[1]).toMatchObject({ id: b.orderId, ok: false, error: 'No line of this order is waiting to ship' });
    const pdf = await t.call(
      'GET',
      `/api/admin/packing-slips.pdf?ids=${a.orderId},${b.orderId}`,
      undefined,
      staffer.headers,
    );
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const { pages, text } = await pdfText(new Uint8Array(await pdf.arrayBuffer()));
    expect(pages).toBe(2);
    expect(text).toContain(`Packing slip SF${String(a.orderId).padStart(6, '0')}`);
    expect(text).toContain('Tracking: BD1');
    expect(text).toContain('Vastra · ordered'); // the shop's identity in force (settings)
    expect((await t.call('GET', '/api/admin/packing-slips.pdf?ids=1;drop', undefined, staffer.headers)).status).toBe(
      400,
    );
  });
});

describe('today at a glance', () => {
  it('counts what waits: to ship, COD cash to collect (and its amount), refunds due, today’s orders', async () => {
    const glance = async () => (await json(await t.call('GET', '/api/admin/glance', undefined, staffer.headers))).data;
    const before = await glance();
    const { orderId, lines } = await codOrder(t, { lines: 2 });
    const placed = await glance();
    expect(placed.to_ship).toBe(before.to_ship + 1);
    expect(placed.orders.today).toBe(before.orders.today + 1);
    expect(placed.revenue).toBeNull(); // staff see no revenue
    await post(`/lines/${lines[1].id}/cancel`, { reason: 'Out of stock at the tailor' });
    for (const step of ['ship', 'out-for-delivery', 'deliver'])
      await post(`/orders/${orderId}/${step}`, step === 'ship' ? SHIP : {});
    const delivered = await glance();
    expect(delivered.to_ship).toBe(before.to_ship);
    expect(delivered.cod_to_collect).toEqual({
      count: before.cod_to_collect.count + 1,
      amount: before.cod_to_collect.amount + 1000, // the cancelled line is not collected
    });
    await post(`/orders/${orderId}/cod-collected`);
    expect((await glance()).cod_to_collect).toEqual(before.cod_to_collect);
  });
});

describe('orders board', () => {
  it('finds orders by number, phone, e-mail and name, filters them, newest first, paged on the server', async () => {
    const x = await codOrder(t, { name: 'Board Kurta' });
    const y = await codOrder(t, { name: 'Board Kurta' });
    const board = async (q: string) =>
      (await json(await t.call('GET', `/api/admin/board?${q}`, undefined, staffer.headers))).data;
    const ids = (d: { orders: { id: number }[] }) => d.orders.map((o) => o.id);
    expect(ids(await board(`q=SF${String(x.orderId).padStart(6, '0')}`))).toEqual([x.orderId]);
    expect(ids(await board(`q=${x.orderId}`))).toEqual([x.orderId]);
    expect(ids(await board(`q=${encodeURIComponent(x.s.user.email.toUpperCase())}`))).toEqual([x.orderId]);
    expect(ids(await board(`q=%2B91${x.s.user.phoneNumber}`))).toContain(x.orderId);
    expect(ids(await board(`q=${encodeURIComponent(y.s.user.name)}`))).toEqual([y.orderId]);
    const toShip = await board('line=to_ship&mode=Cash%20On%20Delivery&pincode=226&pay=cod');
    expect(ids(toShip).slice(0, 2)).toEqual([y.orderId, x.orderId]);
    expect(toShip.total).toBeGreaterThanOrEqual(2);
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(ids(await board(`from=${today}&to=${today}`))).toContain(y.orderId);
    expect((await board('from=2001-01-01&to=2001-01-02')).orders).toEqual([]);
    const page2 = await board('page=2');
    expect(page2.page).toBe(2);
    const bad = await t.call('GET', '/api/admin/board?from=yesterday', undefined, staffer.headers);
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.from).toBe('Use a date as YYYY-MM-DD');
    expect((await t.call('GET', '/api/admin/board?q=%25%25%5F', undefined, staffer.headers)).status).toBe(200);
  });
});
