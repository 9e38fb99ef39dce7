import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../accounts/sessions';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { isPublic, PUBLIC_ROUTES, type RouteInfo, routeTable } from './route-table';

// Area 4 of SECURITY.md: every authenticated route, found from the app's own route table.

let t: TestApp;
let routes: RouteInfo[];
let valid: Record<string, string>;
let expired: Record<string, string>;
let loggedOut: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: 'operator-token-for-security-tests-0001' });
  routes = routeTable(t.app);
  const s = await shopper(t);
  valid = s.auth;
  const longAgo = new Date(Date.now() - 31 * 24 * 60 * 60 * 1000);
  expired = { authorization: `Token ${await createSession(t.db, s.user.id, longAgo)}` };
  const other = await createSession(t.db, s.user.id);
  loggedOut = { authorization: `Token ${other}` };
  expect((await t.call('POST', '/api/auth/logout', undefined, loggedOut)).status).toBe(200);
});
afterAll(() => t.close());

const send = (r: RouteInfo, headers: Record<string, string> = {}) =>
  t.call(r.method, r.path, r.method === 'GET' || r.method === 'HEAD' ? undefined : {}, headers);
const label = (r: RouteInfo) => `${r.method} ${r.pattern}`;

describe('the route table', () => {
  it('is read from the app and covers the authenticated API', () => {
    const names = routes.map(label);
    expect(names).toContain('POST /api/payment/billing');
    expect(names).toContain('PUT /api/auth/address/:id');
    expect(routes.find((r) => r.pattern === '/api/auth/address/:id')?.guard).toBe('user');
    expect(routes.length).toBeGreaterThan(30);
  });

  it('lists no public route that no longer exists, and no guarded route as public', () => {
    const names = new Set(routes.map(label));
    for (const p of PUBLIC_ROUTES) expect(names, p).toContain(p);
    for (const r of routes.filter((x) => x.guard !== 'none')) expect(isPublic(r), label(r)).toBe(false);
  });
});

describe('every route that is not deliberately public', () => {
  const closed = () => routes.filter((r) => !isPublic(r));

  it('answers 401 in the one error shape without a token', async () => {
    expect(closed().length).toBeGreaterThan(10);
    for (const r of closed()) {
      const res = await send(r);
      expect(res.status, label(r)).toBe(401);
      expect(await res.json(), label(r)).toEqual({ error: { code: 'unauthorized', message: expect.any(String) } });
    }
  });

  it('refuses expired, logged-out, malformed and query-string tokens', async () => {
    const token = valid.authorization.slice('Token '.length);
    const refusals = [expired, loggedOut, { authorization: 'Token abc' }, { authorization: token }];
    for (const r of closed()) {
      for (const headers of refusals) {
        const res = await send(r, headers);
        // the operator API refuses any shopper credentials with 403, no credentials with 401
        expect(res.status, `${label(r)} ${headers.authorization}`).toBe(r.guard === 'operator' ? 403 : 401);
      }
      const inUrl = { ...r, path: `${r.path}${r.path.includes('?') ? '&' : '?'}token=${token}` };
      expect((await send(inUrl)).status, label(r)).toBe(401);
    }
  });

  it("lets a shopper's valid token through to the handler (the 401 above is the guard's)", async () => {
    // logout last: it ends the token the others use
    const user = closed().filter((x) => x.guard === 'user');
    const ordered = [
      ...user.filter((x) => !x.path.endsWith('/logout')),
      ...user.filter((x) => x.path.endsWith('/logout')),
    ];
    for (const r of ordered) {
      const res = await send(r, valid);
      expect(res.status, label(r)).not.toBe(401);
      expect(res.status, label(r)).toBeLessThan(500);
    }
  });
});

describe("another shopper's orders, lines and addresses", () => {
  it('are not listed, and every action on them answers 404 and changes nothing', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const owner = await shopper(t);
    const thief = await shopper(t);
    const placed = await t.call(
      'POST',
      '/api/payment/billing',
      body(owner.addressId, [{ product: p }], { total_amount: 500 }),
      owner.auth,
    );
    expect(placed.status).toBe(201);
    const [line] = (await json(await t.call('GET', '/api/payment/billing', undefined, owner.auth))).data;
    expect((await json(await t.call('GET', '/api/payment/billing', undefined, thief.auth))).data).toEqual([]);
    const attempts: [string, string, unknown][] = [
      ['POST', '/api/payment/cancel-order', { id: line.id, reason: 'Not Interested' }],
      ['POST', '/api/payment/exchange', { id: line.id, reason: 'Damaged' }],
      ['GET', `/api/payment/order/${line.order_number}`, undefined],
      ['POST', `/api/payment/order/${line.order_number}/retry`, undefined],
      [
        'PUT',
        `/api/auth/address/${owner.addressId}`,
        {
          name: 'Thief',
          phone_number: '9876543211',
          address_line_1: 'Stolen',
          pin_code: '226001',
          city: 'Lucknow',
          state: 'Uttar Pradesh',
        },
      ],
      ['DELETE', `/api/auth/address/${owner.addressId}`, undefined],
    ];
    for (const [method, path, b] of attempts) {
      const res = await t.call(method, path, b, thief.auth);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // ordering to the owner's address is refused too
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(owner.addressId, [{ product: p }], { total_amount: 500 }),
      thief.auth,
    );
    expect(res.status).toBe(400);
    const after = (await json(await t.call('GET', '/api/payment/billing', undefined, owner.auth))).data;
    expect(after).toEqual([expect.objectContaining({ id: line.id, tracking_status: 'Ordered' })]);
    const addresses = (await json(await t.call('GET', '/api/auth/address', undefined, owner.auth))).data;
    expect(addresses.map((a: { id: number }) => a.id)).toEqual([owner.addressId]);
    expect(addresses[0].address_line_1).toBe('12 Hazratganj');
  });
});
