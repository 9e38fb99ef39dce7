import { createProduct } from './factories';
import { body, json, shopper } from './order-kit';
import type { TestApp } from './test-app';

// Shared set-up for the console's tests (not a test file itself).

export const OP_TOKEN = 'op-secret-0123456789-abcdefghij';
export const op = { authorization: `Bearer ${OP_TOKEN}` };
export const NEW_PASSWORD = 'hazratganj-chikan-2026';

export interface Session {
  cookie: string;
  csrf: string;
  headers: Record<string, string>;
}

/** Creates a staff account with the operator token; returns its one-time password. */
export async function makeStaff(t: TestApp, email: string, role: 'owner' | 'staff' = 'staff') {
  const res = await t.call('POST', '/api/admin/staff', { email, role }, op);
  if (res.status !== 201) throw new Error(`staff:create ${res.status} ${await res.text()}`);
  return (await json(res)).data.one_time_password as string;
}

export async function login(t: TestApp, email: string, password: string): Promise<Session> {
  const res = await t.call('POST', '/api/admin/auth/login', { email, password });
  if (res.status !== 200) throw new Error(`login ${res.status} ${await res.text()}`);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0];
  const csrf = (await json(res)).data.csrf_token as string;
  return { cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** A staff member past the first login's password change, logged in. */
export async function changedLogin(t: TestApp, email: string, role: 'owner' | 'staff' = 'staff'): Promise<Session> {
  const once = await makeStaff(t, email, role);
  const s = await login(t, email, once);
  const res = await t.call(
    'POST',
    '/api/admin/auth/password',
    { current_password: once, new_password: NEW_PASSWORD },
    s.headers,
  );
  if (res.status !== 200) throw new Error(`password ${res.status} ${await res.text()}`);
  return s;
}

/** A shopper's COD order of one or more products; returns the order and its lines. */
export async function codOrder(t: TestApp, o: { lines?: number; stock?: number; name?: string } = {}) {
  const s = await shopper(t);
  const products = [];
  for (let i = 0; i < (o.lines ?? 1); i++)
    products.push(await createProduct(t.db, { name: o.name ?? `Chikan Kurta ${i}`, price: 1000, stock: o.stock }));
  const res = await t.call(
    'POST',
    '/api/payment/billing',
    body(
      s.addressId,
      products.map((product) => ({ product })),
      { total_amount: 1000 * products.length },
    ),
    s.auth,
  );
  if (!res.ok) throw new Error(`billing ${res.status} ${await res.text()}`);
  const billed = (await json(res)).data;
  const lines = (await json(await t.call('GET', '/api/payment/billing', undefined, s.auth))).data.filter(
    (l: { o_id: number }) => l.o_id === billed.id,
  );
  return { s, products, orderId: billed.id as number, lines: lines as { id: number }[] };
}
