import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { categories } from '../schema';

/** Seeds the demo catalogue when the database has none (first start on a new data dir). */
export async function seedIfEmpty(db: Db): Promise<void> {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(categories);
  if (n > 0) return;
  await seedDemo(db);
}

export async function seedDemo(_db: Db): Promise<void> {
  // filled in by the seed work
}
