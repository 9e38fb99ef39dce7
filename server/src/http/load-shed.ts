import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

export const BUSY_MESSAGE = 'The store is busy, please retry';

/** What a browser shows for a refused page: plain HTML, nothing that costs a render. */
const BUSY_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${BUSY_MESSAGE}</title></head><body><h1>${BUSY_MESSAGE}</h1><p><a href="">Retry</a></p></body></html>`;

const refuse = (c: Context<AppEnv>, as: 'json' | 'html') => {
  c.header('Retry-After', '1');
  c.header('Cache-Control', 'no-store');
  return as === 'html'
    ? c.html(BUSY_PAGE, 503)
    : c.json({ error: { code: 'rate_limited', message: BUSY_MESSAGE } }, 503);
};

/**
 * Under overload a request should be refused at once with 503 and Retry-After rather than
 * queue until the client times out. Counts only this process's requests in flight, and refuses
 * when there are `maxInFlight` of them, or when at least `minBusy` are in flight and the oldest
 * has waited `maxWaitMs`: on the embedded database every query shares one thread, so a queue
 * can grow slow long before it grows long. app.ts keeps one count for the API, one for images
 * and one for pages (`as: 'html'`); static assets are answered before any of them.
 */
export function loadShed(
  maxInFlight: number,
  { maxWaitMs = 2_000, minBusy = 64, as = 'json' }: { maxWaitMs?: number; minBusy?: number; as?: 'json' | 'html' } = {},
) {
  // A Set keeps insertion order: its first entry is the oldest request still in flight.
  const inFlight = new Set<{ at: number }>();
  const overloaded = () => {
    if (inFlight.size >= maxInFlight) return true;
    if (inFlight.size < minBusy) return false;
    const oldest = inFlight.values().next().value;
    return oldest !== undefined && performance.now() - oldest.at > maxWaitMs;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (overloaded()) return refuse(c, as);
    const request = { at: performance.now() };
    inFlight.add(request);
    try {
      await next();
    } finally {
      inFlight.delete(request);
    }
  });
}
