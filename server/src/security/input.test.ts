import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from '../app';
import { shopper } from '../orders/test-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { type RouteInfo, routeTable } from './route-table';

// Area 6 of SECURITY.md: whatever a client sends, every API route answers in the one error
// shape, with a 4xx, never a 500 and never a stack trace.

const OPERATOR = 'operator-token-for-security-tests-0002';
let t: TestApp;
let bodyRoutes: RouteInfo[];
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OPERATOR });
  bodyRoutes = routeTable(t.app).filter(
    (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path.startsWith('/api/') && !r.path.endsWith('/logout'),
  );
  auth = (await shopper(t)).auth;
});
afterAll(() => t.close());

const headersFor = (r: RouteInfo): Record<string, string> =>
  r.guard === 'operator' ? { authorization: `Bearer ${OPERATOR}` } : r.guard === 'user' ? auth : {};

function expectErrorShape(res: Response, text: string, what: string) {
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  const parsed = JSON.parse(text);
  expect(Object.keys(parsed), what).toEqual(['error']);
  expect(parsed.error, what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  // no stack frames, file paths or driver messages leak
  expect(text, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d|\.js:\d|SyntaxError|TypeError|relation "|syntax error/);
}

describe('hostile bodies on every route that reads one', () => {
  it('covers the routes that read bodies', () => {
    expect(bodyRoutes.map((r) => `${r.method} ${r.pattern}`)).toEqual(
      expect.arrayContaining(['POST /api/payment/billing', 'POST /api/general/contact-us', 'POST /api/auth/login']),
    );
  });

  it('malformed JSON: 400 in the one error shape', async () => {
    for (const r of bodyRoutes) {
      // the webhook reads raw bytes and checks their signature first
      const res = await t.call(r.method, r.path, '{"name": "Asha",', headersFor(r));
      const text = await res.text();
      expect(res.status, `${r.method} ${r.path}`).toBe(400);
      expectErrorShape(res, text, `${r.method} ${r.path}`);
    }
  });

  it(`bodies over ${API_BODY_LIMIT / 1024} KB: 413 before anything is parsed`, async () => {
    const big = JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT + 10) });
    for (const r of bodyRoutes) {
      const res = await t.call(r.method, r.path, big, headersFor(r));
      expect(res.status, `${r.method} ${r.path}`).toBe(413);
      expectErrorShape(res, await res.text(), `${r.method} ${r.path}`);
    }
  });

  it('wrong types, nesting, prototype keys, huge numbers and control characters: 4xx, never 500', async () => {
    const nasty: unknown[] = [
      [],
      null,
      42,
      '"a string"',
      { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
      { email: { $ne: null }, password: { $gt: '' } },
      { email: ['a@b.in'], password: 123, id: 1e308, quantity: Number.MAX_SAFE_INTEGER + 2 },
      { name: 'Robert\u0000\u0007\u202e', email: "x'); DROP TABLE users;--@x.in", message: '\ud800' },
      { products: Array.from({ length: 5 }, () => ({ id: -1, quantity: 1e6, color: {}, size: [] })) },
      JSON.parse(`${'{"a":'.repeat(500)}1${'}'.repeat(500)}`),
    ];
    for (const r of bodyRoutes) {
      for (const b of nasty) {
        const raw = typeof b === 'string' ? b : JSON.stringify(b);
        const res = await t.call(r.method, r.path, raw, headersFor(r));
        const text = await res.text();
        const what = `${r.method} ${r.path} ${raw.slice(0, 60)}`;
        expect(res.status, what).toBeLessThan(500);
        // the payment return redirects (303) whatever it is sent; the rest answer JSON
        if (res.status >= 400) expectErrorShape(res, text, what);
      }
    }
  });

  it('hostile query strings on every GET route: never a 500', async () => {
    const gets = routeTable(t.app).filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
    const hostile = [
      "search=' OR 1=1 --&page=-1&limit=1e9",
      'search=%00%01&cat=../../etc/passwd&sort=__proto__',
      `search=${encodeURIComponent('<script>alert(1)</script>')}&min_price=NaN&max_price=Infinity`,
      'code=%E0%A4%A&subtotal=-5&phone=%2B1555&sub_cat[]=1&sub_cat[x]=2',
    ];
    for (const r of gets)
      for (const q of hostile) {
        const res = await t.call('GET', `${r.path}${r.path.includes('?') ? '&' : '?'}${q}`, undefined, headersFor(r));
        const text = await res.text();
        expect(res.status, `${r.path}?${q}`).toBeLessThan(500);
        if (res.status >= 400 && res.headers.get('content-type')?.includes('json'))
          expectErrorShape(res, text, `${r.path}?${q}`);
      }
  });
});
