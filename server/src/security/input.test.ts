import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BODY_LIMIT } from '../app';
import { FILE_POSTS } from '../http/json-bodies';
import { shopper } from '../test/order-kit';
import {
  createShoppers,
  hasBuild,
  kind,
  makeStoreDb,
  NO_BUILD,
  OPERATOR_TOKEN,
  type ServerProcess,
  type StoreDb,
  startServer,
} from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';
import { type RouteInfo, routeTable } from './route-table';

// Area 6 of SECURITY.md: whatever a client sends, every API route answers in the one error
// shape, with a 4xx, never a 500 and never a stack trace. Run twice: in-process, and on the
// store as `npm start` runs it (the built server, PGlite on its worker thread, or PostgreSQL),
// where a database error used to take every later request down with it.

type Call = (method: string, path: string, body?: string, headers?: Record<string, string>) => Promise<Response>;

interface Target {
  call: Call;
  routes: RouteInfo[];
  auth: Record<string, string>;
  operator: string;
  close(): Promise<void>;
}

/** POST routes that read no body: logging out, pausing or resuming a coupon. */
const BODILESS = /\/(logout|pause|resume)$/;

const IN_PROCESS_OPERATOR = 'operator-token-for-security-tests-0002';

async function inProcess(): Promise<Target> {
  const t: TestApp = await createTestApp({ OPERATOR_TOKEN: IN_PROCESS_OPERATOR });
  return {
    call: t.call,
    routes: routeTable(t.app),
    auth: (await shopper(t)).auth,
    operator: IN_PROCESS_OPERATOR,
    close: t.close,
  };
}

async function builtServer(): Promise<Target> {
  const db: StoreDb = await makeStoreDb();
  const d = await db.open();
  const [s] = await createShoppers(d.db, 1);
  await d.close();
  const server: ServerProcess = await startServer(db);
  // the route table is the app's own; an in-process copy reads it without serving anything
  const t = await createTestApp();
  const routes = routeTable(t.app);
  await t.close();
  return {
    call: (method, path, body, headers = {}) =>
      fetch(server.url + path, { method, headers: { 'content-type': 'application/json', ...headers }, body }),
    routes,
    auth: { authorization: `Token ${s!.token}` },
    operator: OPERATOR_TOKEN,
    close: async () => {
      const out = server.output();
      await server.kill('SIGKILL');
      await db.drop();
      expect(out).not.toContain('the database thread stopped');
    },
  };
}

function expectErrorShape(res: Response, text: string, what: string) {
  expect(res.headers.get('content-type'), what).toMatch(/^application\/json/);
  const parsed = JSON.parse(text);
  expect(Object.keys(parsed), what).toEqual(['error']);
  expect(parsed.error, what).toMatchObject({ code: expect.any(String), message: expect.any(String) });
  // no stack frames, file paths or driver messages leak
  expect(text, what).not.toMatch(/\n\s+at |node_modules|\.ts:\d|\.js:\d|SyntaxError|TypeError|relation "|syntax error/);
}

const targets: [string, () => Promise<Target>][] = [
  ['in-process', inProcess],
  ...(hasBuild ? [[`the built server on ${kind}`, builtServer] as [string, () => Promise<Target>]] : []),
];
if (!hasBuild) console.warn(NO_BUILD);

describe.each(targets)('hostile input, %s', (_name, open) => {
  let target: Target;
  let bodyRoutes: RouteInfo[];
  const call: Call = (...args) => target.call(...args);
  const headersFor = (r: RouteInfo): Record<string, string> =>
    r.guard === 'operator' ? { authorization: `Bearer ${target.operator}` } : r.guard === 'user' ? target.auth : {};

  beforeAll(async () => {
    target = await open();
    bodyRoutes = target.routes.filter(
      (r) => ['POST', 'PUT', 'PATCH'].includes(r.method) && r.path.startsWith('/api/') && !BODILESS.test(r.pattern),
    );
  });
  afterAll(() => target?.close());

  it('covers the routes that read bodies', () => {
    expect(bodyRoutes.map((r) => `${r.method} ${r.pattern}`)).toEqual(
      expect.arrayContaining(['POST /api/payment/billing', 'POST /api/general/contact-us', 'POST /api/auth/login']),
    );
  });

  it('malformed JSON: 400 in the one error shape', async () => {
    for (const r of bodyRoutes) {
      // the webhook reads raw bytes and checks their signature first
      const res = await call(r.method, r.path, '{"name": "Asha",', headersFor(r));
      const text = await res.text();
      // a file upload (json-bodies.ts FILE_POSTS) reads no JSON: it refuses the type (415) or the file (400)
      if (FILE_POSTS.has(r.path)) {
        expect([400, 415], `${r.method} ${r.path}`).toContain(res.status);
        expectErrorShape(res, text, `${r.method} ${r.path}`);
        continue;
      }
      // a route whose path names a thing (:id) may refuse on that thing (missing 404, wrong state
      // 409) before it reads a body, or read none (unblock, retry); the rest must say 400
      if (r.pattern.includes('/:')) expect(res.status, `${r.method} ${r.path}`).toBeGreaterThanOrEqual(400);
      else expect(res.status, `${r.method} ${r.path}`).toBe(400);
      expect(res.status, `${r.method} ${r.path}`).toBeLessThan(500);
      expectErrorShape(res, text, `${r.method} ${r.path}`);
    }
  });

  it(`bodies over ${API_BODY_LIMIT / 1024} KB: 413 before anything is parsed`, async () => {
    const big = JSON.stringify({ name: 'x'.repeat(API_BODY_LIMIT + 10) });
    for (const r of bodyRoutes) {
      const res = await call(r.method, r.path, big, headersFor(r));
      // file uploads have limits of their own (megabytes): as JSON they are refused by type or read as a file
      if (FILE_POSTS.has(r.path)) expect([400, 413, 415], `${r.method} ${r.path}`).toContain(res.status);
      else expect(res.status, `${r.method} ${r.path}`).toBe(413);
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
        const res = await call(r.method, r.path, raw, headersFor(r));
        const text = await res.text();
        const what = `${r.method} ${r.path} ${raw.slice(0, 60)}`;
        expect(res.status, what).toBeLessThan(500);
        // the payment return redirects (303) whatever it is sent; the rest answer JSON
        if (res.status >= 400) expectErrorShape(res, text, what);
      }
    }
  });

  it('hostile query strings on every GET route: never a 500', async () => {
    const gets = target.routes.filter((r) => r.method === 'GET' && r.path.startsWith('/api/'));
    const hostile = [
      "search=' OR 1=1 --&page=-1&limit=1e9",
      'search=%00%01&cat=../../etc/passwd&sort=__proto__',
      `search=${encodeURIComponent('<script>alert(1)</script>')}&min_price=NaN&max_price=Infinity`,
      'code=%E0%A4%A&subtotal=-5&phone=%2B1555&sub_cat[]=1&sub_cat[x]=2',
    ];
    for (const r of gets)
      for (const q of hostile) {
        const res = await call('GET', `${r.path}${r.path.includes('?') ? '&' : '?'}${q}`, undefined, headersFor(r));
        const text = await res.text();
        expect(res.status, `${r.path}?${q}`).toBeLessThan(500);
        if (res.status >= 400 && res.headers.get('content-type')?.includes('json'))
          expectErrorShape(res, text, `${r.path}?${q}`);
      }
  });
});
