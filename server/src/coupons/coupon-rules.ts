import { formatInr, toRupees } from '@store/contract/money';
import { and, count, eq, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { couponRedemptions, coupons, orders } from '../db/schema';
import { HttpError } from '../http/http-error';

export type Coupon = typeof coupons.$inferSelect;

/** Orders that count as "an order" for first-order offers: everything but abandoned ones. */
export const DEAD_ORDER_STATUSES = ['cancelled', 'expired', 'payment_failed'];

export const normaliseCode = (code: string) => code.trim().toUpperCase();

export async function findCoupon(db: Db | Tx, code: string): Promise<Coupon | null> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(coupons.code, normaliseCode(code)))
    .limit(1);
  return row ?? null;
}

const invalid = (message: string) => new HttpError('validation_failed', message, { coupon_code: message });

export interface CouponCheck {
  userId: number | null;
  subtotalPaise: number | null; // null: not known yet (the apply call without a subtotal)
  now: Date;
  /** an order being placed right now, not counted against first-order / per-customer rules */
  excludeOrderId?: number;
}

/**
 * Every rule of a coupon, in the order a shopper would want to hear about them. Throws a 400
 * naming `coupon_code`. Run once outside a transaction for the apply call, and again inside the
 * billing transaction after the coupon row is locked, where the answer is final.
 */
export async function assertCouponUsable(db: Db | Tx, coupon: Coupon, c: CouponCheck): Promise<void> {
  if (!coupon.active) throw invalid('This coupon is no longer active');
  if (coupon.startsAt && c.now < coupon.startsAt) throw invalid('This coupon is not active yet');
  if (coupon.endsAt && c.now > coupon.endsAt) throw invalid('This coupon has expired');
  if (coupon.maxUses !== null && coupon.uses >= coupon.maxUses) throw invalid('This coupon has been used up');
  if (c.subtotalPaise !== null && c.subtotalPaise < coupon.minOrderPaise)
    throw invalid(`This coupon needs an order of at least ${formatInr(toRupees(coupon.minOrderPaise))}`);
  if (c.userId === null) return;
  if (coupon.firstOrderOnly && (await countLiveOrders(db, c.userId, c.excludeOrderId)) > 0)
    throw invalid('This coupon is valid on your first order only');
  if (coupon.perCustomerLimit !== null) {
    const [{ n }] = await db
      .select({ n: count() })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, coupon.id),
          eq(couponRedemptions.userId, c.userId),
          isNull(couponRedemptions.releasedAt),
        ),
      );
    if (Number(n) >= coupon.perCustomerLimit) throw invalid('You have already used this coupon');
  }
}

async function countLiveOrders(db: Db | Tx, userId: number, exclude?: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        notInArray(orders.status, DEAD_ORDER_STATUSES),
        exclude ? sql`${orders.id} <> ${exclude}` : undefined,
      ),
    );
  return Number(n);
}

/**
 * Takes one use of a coupon and checks every rule, under the coupon's row lock. The conditional
 * increment takes that lock, so concurrent redemptions of one coupon queue here; the rules are
 * then re-read and re-checked under it, which makes max_uses, per-customer and first-order
 * limits exact. Throws the rule's 400 (and the caller's transaction rolls the use back).
 */
async function takeUse(
  tx: Tx,
  r: { couponId: number; userId: number; orderId: number; subtotalPaise: number; now: Date },
): Promise<void> {
  const [locked] = await tx
    .update(coupons)
    .set({ uses: sql`${coupons.uses} + 1` })
    .where(
      and(
        eq(coupons.id, r.couponId),
        eq(coupons.active, true),
        sql`(${coupons.maxUses} is null or ${coupons.uses} < ${coupons.maxUses})`,
      ),
    )
    .returning();
  if (!locked) throw invalid('This coupon has been used up');
  // `locked.uses` already counts this order: check the other rules against the row before it.
  await assertCouponUsable(
    tx,
    { ...locked, uses: locked.uses - 1 },
    { userId: r.userId, subtotalPaise: r.subtotalPaise, now: r.now, excludeOrderId: r.orderId },
  );
}

/** Redeems inside the billing transaction (see takeUse for why it is exact under concurrency). */
export async function redeemCoupon(
  tx: Tx,
  r: { couponId: number; userId: number; orderId: number; subtotalPaise: number; now: Date },
) {
  await takeUse(tx, r);
  await tx
    .insert(couponRedemptions)
    .values({ couponId: r.couponId, userId: r.userId, orderId: r.orderId, createdAt: r.now });
}

/**
 * A late payment brings an expired order back: its released coupon use is taken again only if
 * every rule still allows it now (total uses, once per shopper, first order, dates), checked
 * exactly as at checkout. Throws the rule's 400 otherwise; an order without a coupon passes.
 */
export async function reclaimCoupon(
  tx: Tx,
  r: { userId: number; orderId: number; subtotalPaise: number; now: Date },
): Promise<void> {
  const [released] = await tx
    .select({ id: couponRedemptions.id, couponId: couponRedemptions.couponId })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.orderId, r.orderId), isNotNull(couponRedemptions.releasedAt)))
    .limit(1);
  if (!released) return;
  await takeUse(tx, { ...r, couponId: released.couponId });
  await tx.update(couponRedemptions).set({ releasedAt: null }).where(eq(couponRedemptions.id, released.id));
}

/** Gives a coupon use back when its order is cancelled or expires; once per order. */
export async function releaseCoupon(tx: Tx, orderId: number, now: Date): Promise<void> {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderId, orderId), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of released)
    await tx
      .update(coupons)
      .set({ uses: sql`greatest(${coupons.uses} - 1, 0)` })
      .where(eq(coupons.id, couponId));
}
