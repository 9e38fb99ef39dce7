import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../db/schema';
import { loadEnv } from '../env';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { ensureOperatorToken } from './operator-token';

const TOKEN = 'op-secret-0123456789-abcdefghij';
const op = { authorization: `Bearer ${TOKEN}` };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: TOKEN });
});
afterAll(() => t.close());

async function placedLine() {
  const p = await createProduct(t.db, { name: 'Cotton Saree', price: 2000 });
  const s = await shopper(t);
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(s.addressId, [{ product: p }], { total_amount: 2000 }),
    s.auth,
  );
  const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
  return { s, line, order: (await json(res)).data };
}
const move = (id: number, status: string, headers = op) =>
  t.call('POST', `/api/admin/order-lines/${id}/status`, { status }, headers);

describe('operator API', () => {
  it('answers 401 without a token and 403 to a shopper token or a wrong one', async () => {
    const { s, line } = await placedLine();
    expect((await t.call('GET', '/api/admin/orders')).status).toBe(401);
    expect((await t.call('GET', '/api/admin/orders', undefined, s.auth)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/orders', undefined, { authorization: `Bearer ${s.token}` })).status).toBe(
      403,
    );
    expect((await t.call('GET', '/api/admin/orders', undefined, { authorization: `Bearer ${TOKEN}x` })).status).toBe(
      403,
    );
    expect((await move(line.id, 'Shipped', s.auth)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/orders', undefined, op)).status).toBe(200);
  });

  it('is closed when no operator token is configured', async () => {
    const closed = await createTestApp();
    try {
      expect((await closed.call('GET', '/api/admin/orders', undefined, op)).status).toBe(403);
    } finally {
      await closed.close();
    }
  });

  it('lists orders newest first with their lines', async () => {
    const first = await placedLine();
    const second = await placedLine();
    const { data } = await json(await t.call('GET', '/api/admin/orders?limit=2', undefined, op));
    expect(data.map((o: { id: number }) => o.id)).toEqual([second.order.id, first.order.id]);
    expect(data[0]).toMatchObject({ status: 'placed', payment_mode: 'Cash On Delivery', total: 2000 });
    expect(data[0].customer.email).toBe(second.s.user.email);
    expect(data[0].lines[0]).toMatchObject({ id: second.line.id, product: 'Cotton Saree', tracking_status: 'Ordered' });
  });

  it('moves a line one step at a time, updating updated_on; other moves are refused', async () => {
    const { s, line } = await placedLine();
    let clock = new Date(Date.now() + 1000);
    t.deps.now = () => clock;
    expect((await move(line.id, 'Delivered')).status).toBe(409);
    expect((await move(line.id, 'Cancelled')).status).toBe(400);
    for (const status of ['Shipped', 'Out For Delivery', 'Delivered']) {
      clock = new Date(clock.getTime() + 60_000);
      const res = await move(line.id, status);
      expect(res.status).toBe(200);
      expect((await json(res)).data).toMatchObject({ tracking_status: status, updated_on: clock.toISOString() });
    }
    expect((await move(line.id, 'Delivered')).status).toBe(409);
    const [mine] = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data;
    expect(mine).toMatchObject({ tracking_status: 'Delivered', can_exchange: true, can_cancel: false });
    const ex = await t.call('POST', '/api/payment/exchange', { id: line.id, reason: 'Damaged', desc: '' }, s.auth);
    expect(ex.status).toBe(200);
    expect((await move(line.id, 'Exchanged')).status).toBe(200);
    const [row] = await t.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(row.trackingStatus).toBe('Exchanged');
    expect((await move(99_999_999, 'Shipped')).status).toBe(404);
    t.deps.now = () => new Date();
  });

  it('a cancelled line cannot be shipped', async () => {
    const { s, line } = await placedLine();
    await t.call('POST', '/api/payment/cancel-order', { id: line.id, reason: 'Other' }, s.auth);
    expect((await move(line.id, 'Shipped')).status).toBe(409);
  });
});

describe('operator token file', () => {
  it('is generated once outside production with mode 0600, then reused', () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-token-'));
    const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: dir });
    const token = ensureOperatorToken(env)!;
    expect(token.length).toBeGreaterThanOrEqual(32);
    const file = join(dir, 'operator-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    expect(ensureOperatorToken(env)).toBe(token);
    writeFileSync(file, 'short'); // a damaged file is replaced
    expect(ensureOperatorToken(env)).not.toBe('short');
  });

  it('uses OPERATOR_TOKEN when set, and makes none in production', () => {
    const dir = mkdtempSync(join(tmpdir(), 'op-token-'));
    expect(ensureOperatorToken(loadEnv({ DATA_DIR: dir, OPERATOR_TOKEN: TOKEN }))).toBe(TOKEN);
    const prod = loadEnv({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://www.vastra.in',
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'http://127.0.0.1:9',
      DATA_DIR: dir,
    });
    expect(ensureOperatorToken(prod)).toBeUndefined();
  });
});
