import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { PROVIDER_POSTS } from '../json-bodies';
import { shopper } from '../orders/test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { type RouteInfo, routeTable } from './route-table';

// Item 7 of issue 20 (SECURITY.md, headers and origins): personal answers are never stored by a
// cache, and the API reads JSON only, so another site's form cannot post to it.

const OPERATOR = 'operator-token-for-headers-tests-00001';
let t: TestApp;
let routes: RouteInfo[];
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OPERATOR });
  routes = routeTable(t.app);
  auth = (await shopper(t)).auth;
});
afterAll(() => t.close());

const label = (r: RouteInfo) => `${r.method} ${r.pattern}`;
const withBody = (r: RouteInfo) => !['GET', 'HEAD'].includes(r.method);
const credentials = (r: RouteInfo) =>
  r.guard === 'operator' ? { authorization: `Bearer ${OPERATOR}` } : r.guard === 'user' ? auth : {};
let n = 0;
const newShopper = () => ({
  name: 'Asha Verma',
  email: `headers${++n}@example.in`,
  password: 'Kesari-Pagdi-4821',
  phone_number: '9876543210',
});

describe('Cache-Control on personal answers', () => {
  it('is no-store on every authenticated route, success and error alike', async () => {
    const guarded = routes.filter((r) => r.guard !== 'none');
    expect(guarded.length).toBeGreaterThan(10);
    // logout last: it ends the session the others use
    const ordered = [
      ...guarded.filter((r) => !r.path.endsWith('/logout')),
      ...guarded.filter((r) => r.path.endsWith('/logout')),
    ];
    for (const r of ordered) {
      const ok = await t.call(r.method, r.path, withBody(r) ? {} : undefined, credentials(r));
      expect(ok.headers.get('cache-control'), `${label(r)} ${ok.status}`).toBe('no-store');
      const refused = await t.call(r.method, r.path, withBody(r) ? {} : undefined);
      expect(refused.status, label(r)).toBe(401);
      expect(refused.headers.get('cache-control'), `${label(r)} without a token`).toBe('no-store');
    }
  });

  it('is no-store on a public route asked with a token, which is otherwise cached publicly', async () => {
    const open = await t.call('GET', '/api/product/category/list');
    expect(open.headers.get('cache-control')).toMatch(/^public/);
    const personal = await t.call('GET', '/api/product/category/list', undefined, (await shopper(t)).auth);
    expect(personal.headers.get('cache-control')).toBe('no-store');
    const badToken = await t.call('GET', '/api/auth/me', undefined, {
      authorization: 'Token not-a-real-token-000000000',
    });
    expect(badToken.status).toBe(401);
    expect(badToken.headers.get('cache-control')).toBe('no-store');
  });

  it('is no-store on the answers that hand out a session token (register, login)', async () => {
    const s = newShopper();
    const registered = await t.call('POST', '/api/auth/register', s);
    expect(registered.status).toBe(201);
    expect(registered.headers.get('cache-control')).toBe('no-store');
    const loggedIn = await t.call('POST', '/api/auth/login', { email: s.email, password: s.password });
    expect(loggedIn.status).toBe(200);
    expect((await loggedIn.json()).data.token).toEqual(expect.any(String));
    expect(loggedIn.headers.get('cache-control')).toBe('no-store');
  });

  it('is private, no-store on the pages of a logged-in state', async () => {
    const html = async () => new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } });
    const { createApp } = await import('../app');
    const app = createApp(t.deps, { web: html });
    for (const path of ['/profile', '/checkout', '/login', '/register'])
      expect((await app.request(path)).headers.get('cache-control'), path).toBe('private, no-store');
    expect((await app.request('/about-us')).headers.get('cache-control')).toBeNull();
  });
});

describe('request bodies other than JSON', () => {
  const bodyRoutes = () =>
    routes.filter((r) => r.pattern.startsWith('/api/') && withBody(r) && !PROVIDER_POSTS.has(r.pattern));
  const simple = [
    ['text/plain', '{"email":"x@example.in"}'],
    ['text/plain;charset=UTF-8', '{}'],
    ['application/x-www-form-urlencoded', 'email=x%40example.in'],
    ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
    ['application/jsonp', '{}'],
  ];

  it('answer 415 in the one error shape on every API route that takes a body', async () => {
    expect(bodyRoutes().length).toBeGreaterThan(10);
    for (const r of bodyRoutes()) {
      for (const [type, body] of simple) {
        const res = await t.app.request(r.path, {
          method: r.method,
          headers: { 'content-type': type, ...credentials(r) },
          body,
        });
        expect(res.status, `${label(r)} ${type}`).toBe(415);
        expect(await res.json()).toEqual({
          error: { code: 'validation_failed', message: expect.stringMatching(/JSON/) },
        });
      }
      // a body with no Content-Type at all is not read as JSON either (as sent over a socket)
      const headers = { ...credentials(r), 'content-length': '2' };
      const bare = new Request(`http://localhost${r.path}`, { method: r.method, headers, body: '{}' });
      bare.headers.delete('content-type');
      expect((await t.app.request(bare)).status, `${label(r)} without a type`).toBe(415);
    }
  });

  it("do not register an account, send an OTP or a contact message from another site's form", async () => {
    const s = newShopper();
    const post = (path: string, body: unknown) =>
      t.app.request(path, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/register', s)).status).toBe(415);
    expect((await post('/api/auth/otp/send', { phone_number: '9876543210' })).status).toBe(415);
    expect((await post('/api/general/contact-us', { name: 'A', email: s.email, message: 'hi' })).status).toBe(415);
    const [row] = await t.db.select({ n: count() }).from(users).where(eq(users.email, s.email));
    expect(row.n).toBe(0);
  });

  it('are read as JSON with application/json, any charset or case', async () => {
    for (const type of ['application/json', 'application/json; charset=utf-8', 'Application/JSON;charset=UTF-8']) {
      const res = await t.app.request('/api/auth/register', {
        method: 'POST',
        headers: { 'content-type': type },
        body: JSON.stringify(newShopper()),
      });
      expect(res.status, type).toBe(201);
    }
  });

  it('are not needed where there is no body: logout and DELETE come without a Content-Type', async () => {
    const s = await shopper(t);
    const removed = await t.app.request(`/api/auth/address/${s.addressId}`, { method: 'DELETE', headers: s.auth });
    expect(removed.status).toBe(200);
    expect((await t.app.request('/api/auth/logout', { method: 'POST', headers: s.auth })).status).toBe(200);
  });

  it("leave the payment provider's own formats alone (the callback is a form post)", async () => {
    const res = await t.app.request('/api/payment/success-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'error%5Bcode%5D=BAD_REQUEST_ERROR',
    });
    expect(res.status).toBe(303);
  });
});
