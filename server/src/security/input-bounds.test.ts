import { ID_MAX, PAGE_MAX, RUPEES_MAX } from '@store/contract/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct } from '../test/factories';
import { shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// Every number a client can send has an upper bound (contract/src/limits.ts) and is refused at
// the edge with 400 naming the field. Before, `price_max=99999999` reached the database, failed
// there ("value out of range for type integer") and answered 500.

const OPERATOR = 'operator-token-for-bounds-tests-00001';
let t: TestApp;
let auth: Record<string, string>;
let catId = 0;
let productId = 0;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OPERATOR });
  auth = (await shopper(t)).auth;
  const p = await createProduct(t.db, { name: '100% Cotton Kurta' });
  await createProduct(t.db, { name: 'Linen Shirt', categoryId: p.categoryId, subCategoryId: p.subCategoryId });
  catId = p.categoryId;
  productId = p.product.id;
});
afterAll(() => t.close());

const BIG_ID = ID_MAX + 1; // 2147483648: one past PostgreSQL's integer

async function refused(method: string, path: string, field: string, body?: unknown, headers = auth) {
  const res = await t.call(method, path, body, headers);
  const text = await res.text();
  expect(res.status, `${method} ${path} ${text}`).toBe(400);
  const { error } = JSON.parse(text);
  expect(error.code).toBe('validation_failed');
  expect(Object.keys(error.fields ?? {}), `${method} ${path}`).toContain(field);
}

const search = (q: string) => `/api/product/product/search?${q}`;

describe('listing and search numbers', () => {
  it("the issue's three URLs: 400 with the field, not a database error", async () => {
    await refused('GET', search('cat=1&price_max=99999999'), 'price_max');
    await refused('GET', search('cat=1&price_min=1e308'), 'price_min');
    await refused('GET', search('cat=2147483648'), 'cat');
  });

  it('each number of the listing query is bounded on both sides, NaN and Infinity refused', async () => {
    const cases: [string, string][] = [
      [`sub_cat=${BIG_ID}`, 'sub_cat'],
      ['sub_cat=0', 'sub_cat'],
      [`cat=${catId}&page=${PAGE_MAX + 1}`, 'page'],
      [`cat=${catId}&page=0`, 'page'],
      [`cat=${catId}&page_size=61`, 'page_size'],
      [`cat=${catId}&price_min=${RUPEES_MAX + 1}`, 'price_min'],
      [`cat=${catId}&price_max=-1`, 'price_max'],
      [`cat=${catId}&price_max=Infinity`, 'price_max'],
      [`cat=${catId}&price_min=NaN`, 'price_min'],
      ['cat=1e400', 'cat'],
      ['cat=1.5', 'cat'],
    ];
    for (const [q, field] of cases) await refused('GET', search(q), field);
  });

  it('the largest values allowed still answer 200', async () => {
    const res = await t.call('GET', search(`cat=${catId}&price_max=${RUPEES_MAX}&page=${PAGE_MAX}`));
    expect(res.status).toBe(200);
    expect((await t.call('GET', search(`cat=${ID_MAX}`))).status).toBe(404);
  });
});

describe('a % or _ in a search is text', () => {
  const total = async (text: string) => {
    const res = await t.call('GET', search(`search=${encodeURIComponent(text)}`));
    expect(res.status, text).toBe(200);
    return (await res.json()).meta.total as number;
  };

  it('"100% cotton kurta" and "50% off" answer 200', async () => {
    expect(await total('100% cotton kurta')).toBeGreaterThan(0);
    expect(await total('50% off')).toBeGreaterThanOrEqual(0);
  });

  it('% and _ are matched literally, never as wildcards', async () => {
    for (const text of ['%', '_', '%%', '_%_', '%_%']) expect(await total(text), text).toBe(0);
  });

  it('malformed percent-encoding in the query string is text', async () => {
    for (const raw of ['%', '50%', '%E0%A4', '%25%', '%%32%35'])
      expect((await t.call('GET', search(`search=${raw}`))).status, raw).toBe(200);
  });
});

describe('ids and amounts in bodies, queries and paths', () => {
  const line = { id: productId, quantity: 1, color: 'Navy', size: 'M' };
  const billing = (o: Record<string, unknown>) => ({
    total_amount: 1000,
    payment_mode: 'Cash On Delivery',
    address: 1,
    products: [{ ...line, id: productId }],
    ...o,
  });

  it('checkout: total_amount, address, and each line id, amount, quantity and colour id', async () => {
    const p = () => [{ ...line, id: productId }];
    await refused('POST', '/api/payment/billing', 'total_amount', billing({ total_amount: RUPEES_MAX + 1 }));
    await refused('POST', '/api/payment/billing', 'address', billing({ address: BIG_ID }));
    await refused('POST', '/api/payment/billing', 'products.0.id', billing({ products: [{ ...p()[0], id: BIG_ID }] }));
    await refused(
      'POST',
      '/api/payment/billing',
      'products.0.amount',
      billing({ products: [{ ...p()[0], amount: 1e308 }] }),
    );
    await refused(
      'POST',
      '/api/payment/billing',
      'products.0.quantity',
      billing({ products: [{ ...p()[0], quantity: 11 }] }),
    );
    await refused(
      'POST',
      '/api/payment/billing',
      'products.0.color',
      billing({ products: [{ ...p()[0], color: BIG_ID }] }),
    );
  });

  it('order line cancel and exchange, and review ids and rating', async () => {
    await refused('POST', '/api/payment/cancel-order', 'id', { id: BIG_ID, reason: 'Other' });
    await refused('POST', '/api/payment/exchange', 'id', { id: BIG_ID, reason: 'Other' });
    await refused('POST', '/api/product/review', 'id', { id: BIG_ID, review: 'Nice', rating: 5 });
    await refused('POST', '/api/product/review', 'rating', { id: 1, review: 'Nice', rating: 6 });
  });

  it('coupon subtotal and the pincode check product', async () => {
    await refused('GET', `/api/product/coupon/apply?code=X&subtotal=${RUPEES_MAX + 1}`, 'subtotal');
    await refused('GET', `/api/pincode/226001?product=${BIG_ID}`, 'product');
  });

  it('the operator listing: before and limit', async () => {
    const op = { authorization: `Bearer ${OPERATOR}` };
    await refused('GET', `/api/admin/orders?before=${BIG_ID}`, 'before', undefined, op);
    await refused('GET', '/api/admin/orders?limit=201', 'limit', undefined, op);
  });

  it('path ids past the integer are simply not found', async () => {
    expect((await t.call('GET', `/api/product/product/${BIG_ID}`)).status).toBe(404);
    expect((await t.call('GET', `/api/product/product/${'9'.repeat(40)}`)).status).toBe(404);
    expect((await t.call('DELETE', `/api/auth/address/${BIG_ID}`, undefined, auth)).status).toBe(404);
  });
});

describe('a NUL character is refused at the edge, naming the field', () => {
  // PostgreSQL's text cannot hold U+0000: each of these failed its statement in the database.
  it('in a JSON body, at any depth', async () => {
    await refused('POST', '/api/auth/login', 'email', { email: 'a\u0000@b.in', password: 'x' }, {});
    await refused(
      'POST',
      '/api/general/contact-us',
      'message',
      {
        name: 'Asha',
        email: 'asha@example.in',
        phone_number: '9876543210',
        subject: 'Hello',
        message: 'hi\u0000',
      },
      {},
    );
    await refused('PUT', '/api/auth/update/user', 'name', { name: 'A\u0000sha', phone_number: '9876543210' });
    await refused('POST', '/api/payment/billing', 'products.0.color', {
      total_amount: 1000,
      payment_mode: 'Cash On Delivery',
      address: 1,
      products: [{ id: productId, quantity: 1, color: 'Na\u0000vy', size: 'M' }],
    });
  });

  it('in a query value or a path parameter', async () => {
    await refused('GET', '/api/product/coupon/apply?code=A%00B', 'code');
    await refused('GET', search(`cat=${catId}&color=a%00b`), 'color');
    await refused('GET', '/api/payment/test-gateway/order_%00', 'path', undefined, {});
  });

  it("as the payment widget's order id, posted or inside its error metadata: no order, sent back", async () => {
    const post = (fields: Record<string, string>) =>
      t.app.request('/api/payment/success-payment', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields).toString(),
      });
    // an order id that is not one is no order: the shopper is sent back, nothing is looked up
    const meta = await post({ 'error[metadata]': JSON.stringify({ order_id: 'order_\u0000' }) });
    expect(meta.status).toBe(303);
    const signed = await post({
      razorpay_order_id: 'order_\u0000',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'x',
    });
    expect(signed.status).toBe(303);
  });
});
