import { createMiddleware } from 'hono/factory';
import type { AppEnv } from './app-env';

/**
 * Under overload a request should be refused at once with 503 and Retry-After rather than
 * queue until the client times out. Counts only this process's requests in flight.
 */
export function loadShed(maxInFlight: number) {
  let inFlight = 0;
  return createMiddleware<AppEnv>(async (c, next) => {
    if (inFlight >= maxInFlight) {
      c.header('Retry-After', '1');
      return c.json({ error: { code: 'rate_limited', message: 'The store is busy, please retry' } }, 503);
    }
    inFlight++;
    try {
      await next();
    } finally {
      inFlight--;
    }
  });
}
