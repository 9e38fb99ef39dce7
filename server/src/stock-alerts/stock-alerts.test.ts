import { STOCK_ALERT_MSG } from '@store/contract/stock-alert-messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skus, smsOutbox, stockAlerts } from '../db/schema';
import { createProduct, createUser } from '../test/factories';
import { body, json, type Product, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { STOCK_ALERT_MAX_ATTEMPTS, sendDueStockAlerts } from './stock-alerts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const notify = (b: unknown, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/product/notify-me', b, headers);
const smsTo = async (phone: string) =>
  (await t.db.select().from(smsOutbox).where(eq(smsOutbox.phoneNumber, phone))).map((m) => m.body);
const setStock = (p: Product, size: string, stock: number) =>
  t.db
    .update(skus)
    .set({ stock })
    .where(and(eq(skus.colorId, p.colors[0].id), eq(skus.size, size)));
let phoneSeq = 7000000000;
const newPhone = () => String(++phoneSeq);

/** A product whose first colour is sold out in M and has S and L. */
async function soldOutInM() {
  const p = await createProduct(t.db, { name: `Kurta ${phoneSeq}`, colors: [{ name: 'Indigo' }, { name: 'Rust' }] });
  await setStock(p, 'M', 0);
  return { p, req: { product_id: p.product.id, color_id: p.colors[0].id, size: 'M' } };
}

describe('POST /api/product/notify-me', () => {
  it('needs a phone number when not logged in, and an Indian mobile at that', async () => {
    const { req } = await soldOutInM();
    const missing = await notify(req);
    expect(missing.status).toBe(400);
    expect((await json(missing)).error.fields).toEqual({ phone_number: 'Phone number is required' });
    const bad = await notify({ ...req, phone_number: '12345' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).error.fields.phone_number).toBe('Enter a valid Indian mobile number');
  });

  it('refuses a colour and size in stock (409), one that does not exist (404) and a size outside the list (400)', async () => {
    const { p, req } = await soldOutInM();
    const inStock = await notify({ ...req, size: 'L', phone_number: newPhone() });
    expect(inStock.status).toBe(409);
    expect((await json(inStock)).error.message).toBe(STOCK_ALERT_MSG.inStock);
    expect((await notify({ ...req, size: 'XXL', phone_number: newPhone() })).status).toBe(404);
    expect((await notify({ ...req, color_id: p.colors[1].id + 999, phone_number: newPhone() })).status).toBe(404);
    expect((await notify({ ...req, size: 'XXXL', phone_number: newPhone() })).status).toBe(400);
  });

  it('keeps one alert per shopper and variant (201, then 200), for an account and for a phone', async () => {
    const { req } = await soldOutInM();
    const s = await createUser(t.db);
    expect((await notify(req, s.auth)).status).toBe(201);
    expect((await notify({ ...req, phone_number: 'not used' }, s.auth)).status).toBe(200);
    const phone = newPhone();
    expect((await notify({ ...req, phone_number: phone })).status).toBe(201);
    expect((await notify({ ...req, phone_number: `+91 ${phone}` })).status).toBe(200);
    const rows = await t.db
      .select()
      .from(stockAlerts)
      .where(eq(stockAlerts.skuId, (await skuOf(req)).id));
    expect(rows.map((r) => [r.userId, r.phone]).sort()).toEqual([
      [null, phone],
      [s.user.id, null],
    ]);
  });

  it('is rate-limited per phone: the 11th request within the hour is 429', async () => {
    const { req } = await soldOutInM();
    const phone = newPhone();
    for (let i = 0; i < 10; i++) expect((await notify({ ...req, phone_number: phone })).status).toBeLessThan(300);
    const refused = await notify({ ...req, phone_number: phone });
    expect(refused.status).toBe(429);
    expect((await json(refused)).error.message).toBe(STOCK_ALERT_MSG.tooMany);
  });
});

const skuOf = async (req: { color_id: number; size: string }) =>
  (
    await t.db
      .select()
      .from(skus)
      .where(and(eq(skus.colorId, req.color_id), eq(skus.size, req.size)))
  )[0];

describe('back in stock', () => {
  it('a cancelled line gives the size back: each shopper who asked gets one SMS, once, with a link to that choice', async () => {
    const { p, req } = await soldOutInM();
    await setStock(p, 'M', 1);
    const buyer = await shopper(t);
    const order = await t.call(
      'POST',
      '/api/payment/billing',
      body(buyer.addressId, [{ product: p, size: 'M' }], { total_amount: Number(p.product.pricePaise) / 100 }),
      buyer.auth,
    );
    expect(order.status).toBe(201);
    expect((await skuOf(req)).stock).toBe(0);

    const account = await createUser(t.db, { phone: newPhone() });
    const guestPhone = newPhone();
    expect((await notify(req, account.auth)).status).toBe(201);
    expect((await notify({ ...req, phone_number: guestPhone })).status).toBe(201);
    expect(await sendDueStockAlerts(t.deps)).toBe(0); // still sold out

    const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, buyer.auth))).data;
    const line = lines.find((l: { product_id: number }) => l.product_id === p.product.id);
    const cancel = await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, buyer.auth);
    expect(cancel.status).toBe(200);
    expect((await skuOf(req)).stock).toBe(1);

    // Two copies of the store sending at the same moment: each alert goes out once.
    const [a, b] = await Promise.all([sendDueStockAlerts(t.deps), sendDueStockAlerts(t.deps)]);
    expect(a + b).toBe(2);
    for (const phone of [account.user.phoneNumber, guestPhone]) {
      const sms = await smsTo(phone);
      expect(sms).toHaveLength(1);
      expect(sms[0]).toContain(`${p.product.name} (Indigo, M) is back in stock.`);
      expect(sms[0]).toContain(`/${p.product.id}/${p.product.slug}?color=${req.color_id}&size=M`);
    }
    expect(await sendDueStockAlerts(t.deps)).toBe(0);
    expect(await smsTo(guestPhone)).toHaveLength(1);
  });

  it('stock set by an operator sends too; asking again after the message arms the same alert once more', async () => {
    const { p, req } = await soldOutInM();
    const phone = newPhone();
    expect((await notify({ ...req, phone_number: phone })).status).toBe(201);
    await setStock(p, 'M', 5);
    expect(await sendDueStockAlerts(t.deps)).toBe(1);
    await setStock(p, 'M', 0);
    expect((await notify({ ...req, phone_number: phone })).status).toBe(201);
    expect((await notify({ ...req, phone_number: phone })).status).toBe(200);
    await setStock(p, 'M', 2);
    expect(await sendDueStockAlerts(t.deps)).toBe(1);
    expect(await smsTo(phone)).toHaveLength(2);
    expect(await t.db.select().from(stockAlerts).where(eq(stockAlerts.phone, phone))).toHaveLength(1);
  });

  it('a failed send is tried again later, and given up after a few attempts', async () => {
    const { p, req } = await soldOutInM();
    const phone = newPhone();
    expect((await notify({ ...req, phone_number: phone })).status).toBe(201);
    await setStock(p, 'M', 3);
    // A provider that cannot be reached: every send throws.
    const env = { ...t.deps.env, SMS_PROVIDER: 'http' as const, SMS_HTTP_URL: 'http://127.0.0.1:9/sms' };
    const broken = { ...t.deps, env };
    for (let i = 0; i < STOCK_ALERT_MAX_ATTEMPTS + 1; i++) expect(await sendDueStockAlerts(broken)).toBe(0);
    const [row] = await t.db.select().from(stockAlerts).where(eq(stockAlerts.phone, phone));
    expect(row.attempts).toBe(STOCK_ALERT_MAX_ATTEMPTS);
    expect(row.notifiedAt).toBeNull();
    expect(await smsTo(phone)).toEqual([]);
  });
});
