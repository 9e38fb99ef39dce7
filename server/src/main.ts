import { serve } from '@hono/node-server';
import { ensureOperatorToken } from './admin/operator-token';
import { createApp } from './app';
import type { Deps } from './app-env';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { startExpiryJob } from './orders/expire';
import { loadWebHandler, staticAssets } from './web-handler';

// env -> db -> migrate -> seed-if-empty -> listen (ARCHITECTURE.md operating contract)
const loaded = loadEnv();
// Outside production an unset OPERATOR_TOKEN is generated into DATA_DIR for `npm run store`.
const env = { ...loaded, OPERATOR_TOKEN: ensureOperatorToken(loaded) };
const started = Date.now();
const database = await openDatabase(env);
const deps: Deps = { db: database.db, env, now: () => new Date() };
await seedIfEmpty(database.db);
const stopExpiry = startExpiryJob(deps); // unpaid online orders give their stock back

const app = createApp(deps, { web: await loadWebHandler(), assets: staticAssets() });
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  console.log(`Storefront ready on http://localhost:${info.port} (${database.kind}, ${Date.now() - started} ms)`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: closing`);
  stopExpiry();
  server.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
