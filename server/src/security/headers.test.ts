import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { loadEnv } from '../env';
import { FILE_POSTS, PROVIDER_POSTS } from '../http/json-bodies';
import { startedOrigin } from '../http/public-origin';
import { createProduct } from '../test/factories';
import { body, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { type RouteInfo, routeTable } from './route-table';

// Item 7 of issue 20 (SECURITY.md, headers and origins): personal answers are never stored by a
// cache, the API reads JSON only, so another site's form cannot post to it, and no absolute URL
// comes from the request's Host header. headers-process.test.ts checks the built server.

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
  // File uploads (photos, CSVs) take their own types and need the console's CSRF header, which
  // no form from another site can send (photos/photos.test.ts, inventory/stock.test.ts).
  const bodyRoutes = () =>
    routes.filter(
      (r) =>
        r.pattern.startsWith('/api/') && withBody(r) && !PROVIDER_POSTS.has(r.pattern) && !FILE_POSTS.has(r.pattern),
    );
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

describe('absolute URLs with a forged Host header', () => {
  // The test app runs with PUBLIC_URL unset, HOST 0.0.0.0 and PORT 3000, as `npm start` does.
  const own = 'http://localhost:3000';
  const forged = { host: 'evil.example' };

  it('robots.txt and the sitemap name the origin the store started on', async () => {
    for (const path of ['/robots.txt', '/sitemap.xml', '/sitemap-0.xml']) {
      const res = await t.app.request(`http://evil.example${path}`, { headers: forged });
      expect(res.status, path).toBe(200);
      const text = await res.text();
      expect(text, path).toContain(`${own}/`);
      expect(text, path).not.toContain('evil');
    }
  });

  it('the payment callback and gateway URLs of an online order too', async () => {
    const p = await createProduct(t.db, { price: 1000 });
    const s = await shopper(t);
    const order = body(s.addressId, [{ product: p }], { total_amount: 1000, payment_mode: 'Online' });
    const res = await t.app.request('http://evil.example/api/payment/billing', {
      method: 'POST',
      headers: { ...forged, ...s.auth, 'content-type': 'application/json' },
      body: JSON.stringify(order),
    });
    expect(res.status).toBe(201);
    const { payment } = (await res.json()).data;
    expect(payment.callback_url).toBe(`${own}/api/payment/success-payment`);
    expect(payment.checkout_url).toMatch(/^\/api\/payment\/test-gateway\//); // a page of this store
  });

  it("hand the pages' loaders the same origin for canonical links and og:url", async () => {
    const { createApp } = await import('../app');
    let seen = '';
    const app = createApp(t.deps, {
      web: async (_req, ctx) => {
        seen = ctx.origin;
        return new Response('');
      },
    });
    await app.request('http://evil.example/men/1/linen-shirt', { headers: forged });
    expect(seen).toBe(own);
  });

  it('come from PUBLIC_URL when it is set', async () => {
    const other = await createTestApp({ PUBLIC_URL: 'https://www.vastra.in/' });
    try {
      const robots = await (await other.app.request('http://evil.example/robots.txt', { headers: forged })).text();
      expect(robots).toContain('Sitemap: https://www.vastra.in/sitemap.xml');
    } finally {
      await other.close();
    }
  });

  it('without PUBLIC_URL, follow HOST, PORT and TLS as the store was started', () => {
    const at = (HOST: string, PORT: number, TLS_CERT?: string) => startedOrigin({ HOST, PORT, TLS_CERT });
    expect(at('0.0.0.0', 3000)).toBe('http://localhost:3000');
    expect(at('::', 3000)).toBe('http://localhost:3000');
    expect(at('127.0.0.1', 80)).toBe('http://127.0.0.1');
    expect(at('shop.lan', 8443, 'cert.pem')).toBe('https://shop.lan:8443');
    expect(at('::1', 3000)).toBe('http://[::1]:3000');
  });
});

describe('PUBLIC_URL at start-up', () => {
  const production = { NODE_ENV: 'production', SMS_PROVIDER: 'http', SMS_HTTP_URL: 'http://127.0.0.1:9' };

  it('is required in production, as an https:// address, with a clear message', () => {
    expect(() => loadEnv(production)).toThrow(/PUBLIC_URL: production needs PUBLIC_URL/);
    expect(() => loadEnv({ ...production, PUBLIC_URL: 'http://www.vastra.in' })).toThrow(/PUBLIC_URL/);
    expect(loadEnv({ ...production, PUBLIC_URL: 'https://www.vastra.in' }).PUBLIC_URL).toBe('https://www.vastra.in');
  });

  it('is an origin alone: no path, query, credentials or other scheme', () => {
    for (const bad of [
      'https://www.vastra.in/shop',
      'https://a:b@vastra.in',
      'https://vastra.in/?x=1',
      'ftp://vastra.in',
    ])
      expect(() => loadEnv({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL: must be the shop's address alone/);
    expect(loadEnv({ PUBLIC_URL: 'http://localhost:3000/' }).PUBLIC_URL).toBe('http://localhost:3000/');
  });
});
