import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { AppEnv } from './app-env';
import { catalogueWarming } from './catalog/warm-catalogue';

/** How long /readyz waits for the database before calling it not ready. */
const READY_TIMEOUT_MS = 2_000;

/**
 * For a process manager and a load balancer: `/healthz` says the process is alive (restart it
 * if not), `/readyz` that its database answers (send it traffic only then). Neither is cached
 * or shed, so a busy store still tells the balancer the truth. A store that has just started is
 * ready once its catalogue is in memory (catalog/warm-catalogue.ts).
 */
export const healthRoutes = new Hono<AppEnv>();

const notReady = (c: Context<AppEnv>, reason: string) => {
  c.header('Retry-After', '2');
  return c.json({ status: 'not ready', reason }, 503);
};

healthRoutes.get('/healthz', (c) => {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'alive' });
});

healthRoutes.get('/readyz', async (c) => {
  c.header('Cache-Control', 'no-store');
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), READY_TIMEOUT_MS);
  });
  try {
    await Promise.race([c.get('deps').db.execute(sql`select 1`), timeout]);
  } catch {
    return notReady(c, 'the database is not answering');
  } finally {
    clearTimeout(timer);
  }
  if (catalogueWarming(c.get('deps').db)) return notReady(c, 'reading the catalogue into memory');
  return c.json({ status: 'ready' });
});
