import { ensureOperatorToken } from './admin/operator-token';
import type { Deps } from './app-env';
import { listBanners } from './catalog/catalog.queries';
import { warmCatalogue } from './catalog/warm-catalogue';
import { openDatabase } from './db/client';
import { loadEnv } from './env';
import { catalogueImages } from './images/catalogue-images';
import { warmBannerImages } from './images/image-cache';
import { createNotificationWorker } from './notifications/worker';
import { startExpiryJob } from './orders/expire';
import { seedIfEmpty } from './seed/seed';
import { startStockAlertJob } from './stock-alerts/stock-alerts';

/**
 * Start-up shared by `npm start` and `npm run dev`:
 * env -> db -> migrate -> seed-if-empty -> background jobs (docs/decisions/0003-operating-contract.md).
 */
export async function boot() {
  const loaded = loadEnv();
  // Outside production an unset OPERATOR_TOKEN is generated into DATA_DIR for `npm run store`.
  const env = { ...loaded, OPERATOR_TOKEN: ensureOperatorToken(loaded) };
  const database = await openDatabase(env);
  const deps: Deps = { db: database.db, env, now: () => new Date() };
  await seedIfEmpty(database.db);
  const stopExpiry = startExpiryJob(deps); // unpaid online orders give their stock back
  // order e-mails and SMS from the outbox (notifications/): never sent by the request itself
  const notifier = createNotificationWorker(deps);
  notifier.start();
  const stopStockAlerts = startStockAlertJob(deps); // "Notify me": one message when a size is back
  warmCatalogue(database.db).catch((err) => console.warn('[cache] warming the catalogue stopped:', err.message));
  listBanners(database.db)
    .then((banners) =>
      warmBannerImages(
        env,
        banners.map((b) => b.image),
      ),
    )
    .catch((err) => console.warn('[images] drawing the banners stopped:', err.message));
  // The list of the catalogue's images, read before the first image asks for it.
  catalogueImages(database.db)
    .read()
    .catch((err) => console.warn('[images] reading the catalogue images stopped:', err.message));
  return {
    env,
    deps,
    database,
    async stop() {
      stopExpiry();
      await notifier.stop(); // the sends in flight finish (each has a timeout) before the database closes
      stopStockAlerts();
      await database.close();
    },
  };
}

/** Close cleanly on Ctrl-C or a stop signal (PGlite must release its data directory lock). */
export function onShutdown(close: () => Promise<void>) {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: closing`);
    close().finally(() => process.exit(0));
  };
  process.on('SIGINT', () => handler('SIGINT'));
  process.on('SIGTERM', () => handler('SIGTERM'));
}
