import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * Under overload a request should be refused at once with 503 and Retry-After rather than
 * queue until the client times out. Counts only this process's requests in flight, and refuses
 * when there are `maxInFlight` of them, or when at least `minBusy` are in flight and the oldest
 * has waited `maxWaitMs`: on the embedded database every query shares one thread, so a queue
 * can grow slow long before it grows long.
 */
export function loadShed(maxInFlight: number, { maxWaitMs = 2_000, minBusy = 64 } = {}) {
  // A Set keeps insertion order: its first entry is the oldest request still in flight.
  const inFlight = new Set<{ at: number }>();
  const overloaded = () => {
    if (inFlight.size >= maxInFlight) return true;
    if (inFlight.size < minBusy) return false;
    const oldest = inFlight.values().next().value;
    return oldest !== undefined && performance.now() - oldest.at > maxWaitMs;
  };
  return createMiddleware<AppEnv>(async (c, next) => {
    if (overloaded()) {
      c.header('Retry-After', '1');
      return c.json({ error: { code: 'rate_limited', message: 'The store is busy, please retry' } }, 503);
    }
    const request = { at: performance.now() };
    inFlight.add(request);
    try {
      await next();
    } finally {
      inFlight.delete(request);
    }
  });
}
