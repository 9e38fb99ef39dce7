import type { AdminCoupon, CouponInput } from '@store/contract/admin-content';
import { toPaise } from '@store/contract/money';
import { and, asc, eq, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps } from '../../app-env';
import { DEAD_ORDER_STATUSES } from '../../coupons/coupon-rules';
import type { Tx } from '../../db/client';
import { classifyDbError } from '../../db/db-errors';
import { coupons, orders } from '../../db/schema';
import { HttpError } from '../../http/http-error';
import { runStaffAction } from '../staff-action';
import type { Actor } from '../staff-auth';

// The owner's coupons: percentage off with the rules checkout enforces (coupons/coupon-rules.ts,
// docs/decisions/0009-coupons.md). `uses` stays checkout's to count: the console never sets it.
// Pausing clears `active`, which checkout refuses with 'This coupon is no longer active'.

type Input = z.output<typeof CouponInput>;
type Row = typeof coupons.$inferSelect;

function stateOf(c: Row, now: Date): AdminCoupon['state'] {
  if (!c.active) return 'paused';
  if (c.endsAt && now > c.endsAt) return 'expired';
  if (c.startsAt && now < c.startsAt) return 'scheduled';
  if (c.maxUses !== null && c.uses >= c.maxUses) return 'used_up';
  return 'live';
}

const present = (c: Row, given: { orders: number; discount: number }, now: Date): AdminCoupon => ({
  id: c.id,
  code: c.code,
  percent: c.percent,
  description: c.description,
  starts_at: c.startsAt?.toISOString() ?? null,
  ends_at: c.endsAt?.toISOString() ?? null,
  min_order_rupees: Math.round(c.minOrderPaise / 100),
  first_order_only: c.firstOrderOnly,
  max_uses: c.maxUses,
  per_customer_limit: c.perCustomerLimit,
  active: c.active,
  uses: c.uses,
  orders: given.orders,
  discount_paise: given.discount,
  state: stateOf(c, now),
});

/** Coupons by code, each with the orders that used it and still count and the discount they got. */
export async function listCoupons(deps: Deps): Promise<AdminCoupon[]> {
  const { db } = deps;
  const [rows, given] = await Promise.all([
    db.select().from(coupons).orderBy(asc(coupons.code)),
    db
      .select({
        couponId: orders.couponId,
        orders: sql<number>`count(*)::int`,
        discount: sql<number>`coalesce(sum(${orders.discountPaise}), 0)::int`,
      })
      .from(orders)
      .where(and(isNotNull(orders.couponId), notInArray(orders.status, DEAD_ORDER_STATUSES)))
      .groupBy(orders.couponId),
  ]);
  const byCoupon = new Map(given.map((g) => [g.couponId, { orders: Number(g.orders), discount: Number(g.discount) }]));
  const now = deps.now();
  return rows.map((c) => present(c, byCoupon.get(c.id) ?? { orders: 0, discount: 0 }, now));
}

const columns = (c: Input) => ({
  code: c.code,
  percent: c.percent,
  description: c.description,
  startsAt: c.starts_at,
  endsAt: c.ends_at,
  minOrderPaise: toPaise(c.min_order_rupees),
  firstOrderOnly: c.first_order_only,
  maxUses: c.max_uses,
  perCustomerLimit: c.per_customer_limit,
  active: c.active,
});

const clash = (code: string) =>
  new HttpError('conflict', `There is already a coupon ${code}`, { code: `There is already a coupon ${code}` });

async function assertCodeFree(tx: Tx, code: string, self: number | null) {
  const [other] = await tx.select({ id: coupons.id }).from(coupons).where(eq(coupons.code, code));
  if (other && other.id !== self) throw clash(code);
}

/** A code taken by a coupon saved at the same moment is a 409 too, never a 500. */
async function unique<T>(code: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (classifyDbError(e) === 'unique') throw clash(code);
    throw e;
  }
}

const loadCoupon = async (tx: Tx, id: number) => {
  const [c] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
  return c ?? null;
};

export async function createCoupon(deps: Deps, actor: Actor, input: Input) {
  let id = 0;
  return unique(input.code, () =>
    runStaffAction(deps, actor, {
      action: 'coupon.create',
      permission: 'coupons',
      entity: { type: 'coupon', id: (r: { id: number }) => r.id },
      load: async (tx) => (id ? loadCoupon(tx, id) : {}),
      refuse: () => null,
      apply: async (tx) => {
        await assertCodeFree(tx, input.code, null);
        const [row] = await tx.insert(coupons).values(columns(input)).returning({ id: coupons.id });
        id = row.id;
        return { id: row.id };
      },
    }),
  );
}

/**
 * Edits a coupon's terms. Orders already placed keep the percent they were given (orders keep
 * coupon_percent and their discount); the new terms apply from the next checkout.
 */
export async function updateCoupon(deps: Deps, actor: Actor, id: number, input: Input) {
  await unique(input.code, () =>
    runStaffAction(deps, actor, {
      action: 'coupon.update',
      permission: 'coupons',
      entity: { type: 'coupon', id },
      load: (tx) => loadCoupon(tx, id),
      refuse: (c) =>
        input.max_uses !== null && input.max_uses < c.uses
          ? `It has been used ${c.uses} times: total uses cannot be set below that`
          : null,
      apply: async (tx) => {
        await assertCodeFree(tx, input.code, id);
        await tx.update(coupons).set(columns(input)).where(eq(coupons.id, id));
      },
      missing: 'Coupon not found',
    }),
  );
}

/** Pause (checkout refuses it at once) or resume. 409 when it is already so. */
export async function setCouponActive(deps: Deps, actor: Actor, id: number, active: boolean) {
  await runStaffAction(deps, actor, {
    action: active ? 'coupon.resume' : 'coupon.pause',
    permission: 'coupons',
    entity: { type: 'coupon', id },
    load: (tx) => loadCoupon(tx, id),
    refuse: (c) => (c.active === active ? `This coupon is already ${active ? 'running' : 'paused'}` : null),
    apply: async (tx) => {
      await tx.update(coupons).set({ active }).where(eq(coupons.id, id));
    },
    missing: 'Coupon not found',
  });
}
