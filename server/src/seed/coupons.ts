import type { Db } from '../db/client';
import { coupons } from '../db/schema';

/**
 * The store's coupons. FIRST25 is the announcement bar's first-order offer; MONSOON20 has
 * expired (for the "expired" path). Existing codes are left alone, so use counts survive.
 */
export const STORE_COUPONS: (typeof coupons.$inferInsert)[] = [
  { code: 'FIRST25', percent: 25, description: '25% off your first order', firstOrderOnly: true, perCustomerLimit: 1 },
  { code: 'FESTIVE10', percent: 10, description: '10% off orders of ₹1,999 or more', minOrderPaise: 199_900 },
  { code: 'WELCOME15', percent: 15, description: '15% off, once per customer', perCustomerLimit: 1 },
  { code: 'SINGLE50', percent: 50, description: '50% off for the first shopper to use it', maxUses: 1 },
  {
    code: 'MONSOON20',
    percent: 20,
    description: 'Monsoon sale: 20% off (ended)',
    startsAt: new Date('2025-07-01T00:00:00+05:30'),
    endsAt: new Date('2025-09-30T23:59:59+05:30'),
  },
];

export async function seedStoreCoupons(db: Db): Promise<void> {
  await db.insert(coupons).values(STORE_COUPONS).onConflictDoNothing({ target: coupons.code });
}
