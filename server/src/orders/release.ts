import { releaseCoupon } from '../coupons/coupon-rules';
import type { Tx } from '../db/client';
import { releaseOrderStock } from '../inventory/stock-moves';

/**
 * An order leaving the live states (expired, payment failed, or wholly cancelled) gives back the
 * stock its lines still hold (inventory/) and its coupon use (coupons/).
 */
export async function releaseOrder(tx: Tx, orderId: number, now: Date): Promise<void> {
  await releaseOrderStock(tx, orderId);
  await releaseCoupon(tx, orderId, now);
}
