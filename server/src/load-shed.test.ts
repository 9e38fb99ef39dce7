import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { loadShed } from './load-shed';

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
