import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp, IMAGES_MAX_IN_FLIGHT, PAGES_MAX_IN_FLIGHT } from '../app';
import type { AppEnv } from '../app-env';
import { banners } from '../db/schema';
import { createTestApp, type TestApp } from '../test/test-app';
import { BUSY_MESSAGE, loadShed } from './load-shed';

/** An app whose one route waits until `release` is called, with the given shedding limits. */
function slowApp(maxInFlight: number, limits: { maxWaitMs: number; minBusy: number }) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const app = new Hono<AppEnv>();
  app.use('*', loadShed(maxInFlight, limits));
  app.get('/slow', async (c) => {
    await gate;
    return c.json({ data: 'ok' });
  });
  return { call: () => app.request('/slow'), release };
}

describe('load shedding', () => {
  it('refuses with 503 and Retry-After once maxInFlight requests are waiting', async () => {
    const { call, release } = slowApp(3, { maxWaitMs: 60_000, minBusy: 100 });
    const waiting = [call(), call(), call()];
    const refused = await call();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect((await refused.json()).error.code).toBe('rate_limited');
    release();
    expect((await Promise.all(waiting)).map((r) => r.status)).toEqual([200, 200, 200]);
    expect((await call()).status).toBe(200);
  });

  it('refuses when enough requests are busy and the oldest has waited too long', async () => {
    const { call, release } = slowApp(1000, { maxWaitMs: 30, minBusy: 4 });
    const waiting = [call(), call(), call(), call()];
    const young = call(); // accepted: the queue is long enough, but nobody has waited long yet
    await new Promise((r) => setTimeout(r, 40));
    expect((await call()).status).toBe(503);
    release();
    expect((await Promise.all([...waiting, young])).every((r) => r.status === 200)).toBe(true);
  });

  it('a few slow requests alone never trigger shedding', async () => {
    const { call, release } = slowApp(1000, { maxWaitMs: 10, minBusy: 4 });
    const waiting = [call(), call()];
    await new Promise((r) => setTimeout(r, 30));
    const next = call();
    release();
    expect((await next).status).toBe(200);
    await Promise.all(waiting);
  });
});

describe('load shedding in the app: API, images and pages each counted, static assets never', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db.insert(banners).values({ image: '/images/b/1', title: 'Festive', link: '/' });
  });
  afterAll(() => t.close());

  it(`past ${PAGES_MAX_IN_FLIGHT} pages in flight a page is a plain 503 page; assets, images and the API still answer`, async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const assets = new Hono<AppEnv>();
    assets.get('/assets/app.js', (c) => c.body('export {}', 200, { 'content-type': 'text/javascript' }));
    const app = createApp(t.deps, {
      assets,
      web: async () => {
        await gate;
        return new Response('<!doctype html><p>page</p>', { headers: { 'content-type': 'text/html' } });
      },
    });
    const pages = Array.from({ length: PAGES_MAX_IN_FLIGHT }, (_, i) => app.request(`/search/category/1?i=${i}`));
    const refused = await app.request('/');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await refused.text()).toContain(BUSY_MESSAGE);
    expect((await app.request('/assets/app.js')).status).toBe(200);
    expect((await app.request('/api/product/category/list')).status).toBe(200);
    expect((await app.request('/images/b/1/160.webp')).status).toBe(200);
    release();
    expect((await Promise.all(pages)).every((r) => r.status === 200)).toBe(true);
    expect((await app.request('/')).status).toBe(200);
  });

  it(`past ${IMAGES_MAX_IN_FLIGHT} image requests in flight an image is a 503 with Retry-After`, async () => {
    const app = createApp(t.deps);
    // One image not drawn yet: every request waits for its one render.
    const all = await Promise.all(
      Array.from({ length: IMAGES_MAX_IN_FLIGHT + 10 }, () => app.request('/images/b/1/1280.webp')),
    );
    const statuses = all.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(IMAGES_MAX_IN_FLIGHT);
    expect(statuses.slice(IMAGES_MAX_IN_FLIGHT)).toEqual(Array(10).fill(503));
    const last = all[all.length - 1];
    expect(last.headers.get('retry-after')).toBe('1');
    expect((await last.json()).error.code).toBe('rate_limited');
    expect((await app.request('/images/b/1/1280.webp')).status).toBe(200);
  });
});
