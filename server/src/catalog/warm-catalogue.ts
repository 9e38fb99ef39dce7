import type { Db } from '../db/client';
import { warmListings } from '../search/listing.queries';
import { warmProductPages } from './product-detail';

/** Longest /readyz waits for the warm-up: a store too slow to warm still takes traffic then. */
const READY_WITHOUT_WARM_AFTER_MS = 60_000;

const warming = new WeakSet<Db>();

/** Whether `db`'s catalogue is still being read into memory (/readyz answers 503 meanwhile). */
export const catalogueWarming = (db: Db) => warming.has(db);

/**
 * After start-up: every category's first listing page, then the product pages the listings show
 * first. Requests are answered meanwhile, but /readyz tells a load balancer to wait, so a
 * restarted copy takes its share of traffic with those answers in memory. Logs how many pages
 * and how long, so a slow start shows where its time went.
 */
export async function warmCatalogue(db: Db): Promise<void> {
  const started = Date.now();
  warming.add(db);
  const giveUp = setTimeout(() => warming.delete(db), READY_WITHOUT_WARM_AFTER_MS).unref();
  try {
    await warmListings(db);
    const pages = await warmProductPages(db);
    console.log(
      `[cache] catalogue in memory: first listing pages and ${pages} product pages, ${Date.now() - started} ms`,
    );
  } finally {
    clearTimeout(giveUp);
    warming.delete(db);
  }
}
