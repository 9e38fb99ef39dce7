import type { PincodeInfo } from '@store/contract/catalog';
import { INVALID_PINCODE } from '@store/contract/forms';
import { SHOP_MSG } from '@store/contract/shop-messages';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pincodes, products, unserviceablePincodes } from '../db/schema';
import { HttpError } from '../http-error';
import { cityOf } from './city-names';
import { deliveryDate, deliveryDays, WAREHOUSE_PINCODE } from './delivery';

/** Indian pincodes are six digits and never start with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

type PincodeRow = typeof pincodes.$inferSelect;

async function findPincode(db: Db, pincode: string): Promise<PincodeRow | undefined> {
  const [row] = await db.select().from(pincodes).where(eq(pincodes.pincode, pincode)).limit(1);
  return row;
}

/** The directory row of a pincode: 400 when malformed, 404 when India Post does not know it. */
export async function requirePincode(db: Db, pincode: string): Promise<PincodeRow> {
  if (!PINCODE_PATTERN.test(pincode))
    throw new HttpError('validation_failed', INVALID_PINCODE, { pincode: INVALID_PINCODE });
  const row = await findPincode(db, pincode);
  if (!row) {
    throw new HttpError('not_found', `Pincode ${pincode} was not found in the India Post directory`, {
      pincode: SHOP_MSG.pincodeNotFound,
    });
  }
  return row;
}

/** City (as people write it: city-names.ts), district, state and post office, for address autofill. */
export const toPincodeInfo = (row: PincodeRow): PincodeInfo => ({
  pincode: row.pincode,
  city: cityOf(row.pincode, row.district, row.state),
  district: row.district,
  state: row.state,
  location: row.location,
});

/**
 * Whether a product can be delivered to a pincode, and when. A product ships everywhere in the
 * directory except the pincodes listed for it in product_unserviceable_pincodes.
 */
export async function checkDelivery(db: Db, to: PincodeRow, productId: number, now: Date): Promise<PincodeInfo> {
  const info = toPincodeInfo(to);
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!product) throw new HttpError('not_found', 'Product not found');
  const [blocked] = await db
    .select({ pincode: unserviceablePincodes.pincode })
    .from(unserviceablePincodes)
    .where(and(eq(unserviceablePincodes.productId, productId), eq(unserviceablePincodes.pincode, info.pincode)))
    .limit(1);
  if (blocked) return { ...info, serviceable: false };
  const warehouse = await findPincode(db, WAREHOUSE_PINCODE);
  // Without the warehouse row the farthest promise is the honest one.
  const days = warehouse ? deliveryDays(warehouse, to) : 7;
  return { ...info, serviceable: true, delivery_days: days, estimated_delivery: deliveryDate(now, days) };
}

/** Of these products, those that cannot ship to a pincode: the product page's rule, for checkout. */
export async function undeliverableProducts(db: Db | Tx, productIds: number[], pincode: string): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: unserviceablePincodes.productId })
    .from(unserviceablePincodes)
    .where(and(inArray(unserviceablePincodes.productId, productIds), eq(unserviceablePincodes.pincode, pincode)));
  return new Set(rows.map((r) => r.productId));
}

/** The date (YYYY-MM-DD) an order placed at `from` is promised at a pincode; null if unknown. */
export async function expectedDelivery(db: Db, pincode: string, from: Date): Promise<string | null> {
  const to = await findPincode(db, pincode);
  if (!to) return null;
  const warehouse = await findPincode(db, WAREHOUSE_PINCODE);
  return deliveryDate(from, warehouse ? deliveryDays(warehouse, to) : 7);
}
