import type { Db } from '../db/client';
import { coupons } from '../db/schema';

/** The store's standing coupons. FIRST25 is the announcement bar's first-order offer. */
export const DEFAULT_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'FIRST25', percent: 25, description: '25% off your first order', firstOrderOnly: true, perCustomerLimit: 1 },
  { code: 'FESTIVE10', percent: 10, description: '10% off orders of ₹1,999 or more', minOrderPaise: 199_900 },
];

/** Idempotent: existing codes (and their use counts) are left alone. */
export async function seedCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(DEFAULT_COUPONS).onConflictDoNothing({ target: coupons.code });
}
