import { toPaise, toRupees } from '@store/contract/money';
import type { CouponApplyResponse } from '@store/contract/orders';
import { CouponApplyQuery } from '@store/contract/orders';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';
import { clientIp, consume, LIMITS } from '../http/rate-limit';
import { parseQuery } from '../http/validate';
import { assertCouponUsable, findCoupon } from './coupon-rules';

export const couponsRoutes = new Hono<AppEnv>();

const TOO_MANY = 'Too many coupon attempts. Please try again later.';

/**
 * The checkout's Apply button. The answer depends on who asks (first-order and per-customer
 * rules); the billing call checks everything again under a lock, so this is advice, not a hold.
 * Login is required (docs/spec.md §7) and tries are counted per shopper and per address, so codes
 * cannot be guessed by the thousand.
 */
couponsRoutes.get('/product/coupon/apply', requireUser, async (c) => {
  await consume(c.var.deps, LIMITS.couponIp, clientIp(c), TOO_MANY);
  await consume(c.var.deps, LIMITS.couponUser, String(c.var.user.id), TOO_MANY);
  const q = parseQuery(c, CouponApplyQuery);
  const { db, now } = c.var.deps;
  const coupon = await findCoupon(db, q.code);
  if (!coupon) throw new HttpError('not_found', 'Invalid Coupon Code', { code: 'Invalid Coupon Code' });
  await assertCouponUsable(db, coupon, {
    userId: c.var.user.id,
    subtotalPaise: q.subtotal === undefined ? null : toPaise(q.subtotal),
    now: now(),
  });
  const data: CouponApplyResponse = {
    discount: coupon.percent,
    code: coupon.code,
    ...(coupon.minOrderPaise > 0 && { min_order: toRupees(coupon.minOrderPaise) }),
  };
  return c.json({ data });
});
