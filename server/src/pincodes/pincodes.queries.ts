import type { PincodeInfo } from '@store/contract/catalog';
import { INVALID_PINCODE } from '@store/contract/forms';
import { gstState } from '@store/contract/gst';
import { SHOP_MSG } from '@store/contract/shop-messages';
import type { DeliverySettings } from '@store/contract/shop-settings';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { pincodes, products, unserviceablePincodes } from '../db/schema';
import { HttpError } from '../http/http-error';
import { deliverySettings } from '../settings/shop-settings';
import { cityOf } from './city-names';
import { deliveryDate, deliveryDays } from './delivery';

/** Indian pincodes are six digits and never start with 0. */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;

type PincodeRow = typeof pincodes.$inferSelect;

async function findPincode(db: Db | Tx, pincode: string): Promise<PincodeRow | undefined> {
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
  const delivery = await deliverySettings(db);
  if (blocked || isClosed(delivery, to)) return { ...info, serviceable: false };
  const warehouse = await findPincode(db, delivery.warehousePincode);
  // Without the warehouse row the farthest promise is the honest one.
  const days = warehouse ? deliveryDays(warehouse, to) : 7;
  return { ...info, serviceable: true, delivery_days: days, estimated_delivery: deliveryDate(now, days) };
}

/** The owner does not deliver to this pincode or to its state (settings key `delivery`). */
export function isClosed(delivery: DeliverySettings, to: { pincode: string; state: string }): boolean {
  if (delivery.closedPincodes.includes(to.pincode)) return true;
  const state = gstState(to.state)?.state ?? to.state;
  return delivery.closedStates.some((s) => (gstState(s)?.state ?? s) === state);
}

/**
 * Of these products, those that cannot ship to a pincode: the product page's rule, for checkout.
 * A pincode or state the shop does not serve refuses them all.
 */
export async function undeliverableProducts(db: Db | Tx, productIds: number[], pincode: string): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const delivery = await deliverySettings(db, { fresh: true });
  if (delivery.closedPincodes.length > 0 || delivery.closedStates.length > 0) {
    const to = await findPincode(db, pincode);
    if (isClosed(delivery, { pincode, state: to?.state ?? '' })) return new Set(productIds);
  }
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
  const warehouse = await findPincode(db, (await deliverySettings(db)).warehousePincode);
  return deliveryDate(from, warehouse ? deliveryDays(warehouse, to) : 7);
}
