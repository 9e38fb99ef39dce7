import { requestOf } from '@store/contract/api';
import { ENDPOINT_KEYS } from '@store/contract/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { type RouteInfo, routeTable } from './route-table';

// contract/src/endpoints.ts is the web's only way to call the API; here it meets the routes the
// app really registers (read from Hono, as the access tests do), so a renamed or removed route
// fails a test instead of a shopper's page.

/** Routes no page of the shop calls through the endpoint table, each with why. */
const NOT_CALLED_BY_THE_WEB = new Set([
  'POST /api/payment/success-payment', // the payment widget's return, posted by the provider's page
  'POST /api/payment/webhook', // the provider's server
  'GET /api/payment/test-gateway/:providerOrderId', // the test gateway's own page, outside production
  'GET /api/payment/order/:number/invoice.pdf', // a file, fetched as a blob (profile/orders/order-view.tsx)
  'GET /api/payment/order/:number/credit-notes/:id', // a file, linked from the order page
  'GET /api/dev/outbox', // development tools and the e2e tests
  'GET /api/dev/mail',
]);

let t: TestApp;
let routes: RouteInfo[];
beforeAll(async () => {
  t = await createTestApp();
  routes = routeTable(t.app).filter((r) => r.pattern.startsWith('/api/') && !r.pattern.startsWith('/api/admin'));
});
afterAll(() => t.close());

/** Hono's `:id{[0-9]+}` and the table's `:id` are both "one segment". */
const segments = (pattern: string) => pattern.split('/').map((s) => (s.startsWith(':') ? ':' : s));
const matches = (endpointPattern: string, routePattern: string) => {
  const a = segments(endpointPattern);
  const b = segments(routePattern);
  return a.length === b.length && a.every((s, i) => s === b[i] || s === ':' || b[i] === ':');
};
const table = Object.keys(ENDPOINT_KEYS).map((key) => {
  const [method, path] = key.split(' ');
  return [key, { method, path }] as const;
});

describe('the endpoint table (contract/src/endpoints.ts)', () => {
  it.each(table)('%s is a route the server registers, with that method', (_key, e) => {
    const found = routes.filter((r) => r.method === e.method && matches(`/api${e.path}`, r.pattern));
    expect(
      found.map((r) => r.pattern),
      `${e.method} /api${e.path}`,
    ).not.toEqual([]);
  });

  it('covers every shopper route the web calls: a new one is added to the table or named here', () => {
    const uncovered = routes
      .filter((r) => !NOT_CALLED_BY_THE_WEB.has(`${r.method} ${r.pattern}`))
      .filter((r) => !table.some(([, e]) => e.method === r.method && matches(`/api${e.path}`, r.pattern)))
      .map((r) => `${r.method} ${r.pattern}`);
    expect(uncovered).toEqual([]);
  });

  it('answers in the envelope the table promises: data, and meta where the table types it', async () => {
    const res = await t.call('GET', `/api${requestOf('GET /product/product/search', {}, { search: 'saree' }).path}`);
    const body = (await res.json()) as { data: unknown; meta: Record<string, unknown> };
    expect(res.status).toBe(200);
    expect(Array.isArray(body.data)).toBe(true);
    expect(typeof body.meta.total).toBe('number');
    const categories = await t.call('GET', `/api${requestOf('GET /product/category/list').path}`);
    expect(Array.isArray(((await categories.json()) as { data: unknown }).data)).toBe(true);
  });
});
