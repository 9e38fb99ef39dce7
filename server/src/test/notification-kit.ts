import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../db/schema';
import { createProduct } from './factories';
import { body, json, shopper } from './order-kit';
import type { TestApp } from './test-app';

// Shared set-up of the notification tests (not a test file itself).

export const OPERATOR_TOKEN = 'op-secret-notify-0123456789-abcdef';
export const op = { authorization: `Bearer ${OPERATOR_TOKEN}` };

export type Shopper = Awaited<ReturnType<typeof shopper>>;

/** A Cash On Delivery order of `lines` products at `price` each (one piece a line). */
export async function codOrder(t: TestApp, o: { price?: number; lines?: number; name?: string } = {}) {
  const price = o.price ?? 1200;
  const products = [];
  for (let i = 0; i < (o.lines ?? 1); i++)
    products.push({ product: await createProduct(t.db, { name: o.name ?? `Chikan Kurta ${i}`, price }) });
  const s = await shopper(t);
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, products, { total_amount: price * products.length }),
    s.auth,
  );
  expect(res.status).toBe(201);
  const order = (await json(res)).data;
  return { s, order, orderId: order.id as number, lineIds: await lineIdsOf(t, s) };
}

/** An online order paid through the test gateway's page. */
export async function paidOnlineOrder(t: TestApp, price = 1500) {
  const p = await createProduct(t.db, { name: 'Silk Saree', price });
  const s = await shopper(t);
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: p }], { total_amount: price, payment_mode: 'Online' }),
    s.auth,
  );
  expect(res.status).toBe(201);
  const data = (await json(res)).data;
  const html = await (await t.call('GET', `/api/payment/test-gateway/${data.order_id}`)).text();
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]*)"`))?.[1] ?? '';
  const fields = Object.fromEntries(
    ['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature'].map((n) => [n, field(n)]),
  );
  const pay = () =>
    t.app.request('/api/payment/success-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  expect((await pay()).status).toBe(303);
  return { s, orderId: data.id as number, pay, lineIds: await lineIdsOf(t, s) };
}

async function lineIdsOf(t: TestApp, s: Shopper): Promise<number[]> {
  const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data as { id: number }[];
  return lines.map((l) => l.id).sort((a, b) => a - b);
}

export const move = (t: TestApp, lineId: number, status: string, extra: Record<string, string> = {}) =>
  t.call('POST', `/api/admin/order-lines/${lineId}/status`, { status, ...extra }, op);

export const messagesOf = (t: TestApp, orderId: number) =>
  t.db.select().from(notifications).where(eq(notifications.orderId, orderId)).orderBy(asc(notifications.id));

/** event -> channels, e.g. { order_placed: ['email', 'sms'] } */
export async function eventsOf(t: TestApp, orderId: number): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const m of await messagesOf(t, orderId)) out[m.event] = [...(out[m.event] ?? []), m.channel];
  for (const k of Object.keys(out)) out[k].sort();
  return out;
}
