import { and, asc, eq, lte } from 'drizzle-orm';
import type { Deps } from '../app-env';
import type { Tx } from '../db/client';
import { orders } from '../db/schema';
import { describeError } from '../log';
import { releaseOrder } from './release';

/**
 * Moves one unpaid online order to `expired` and gives back its stock and coupon use. The
 * conditional update is the guard: a payment arriving at the same moment either wins the row
 * first (the order is placed and nothing expires) or finds it expired (late-payment path).
 */
async function expireOne(tx: Tx, orderId: number, now: Date, dueOnly: boolean): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'pending_payment'),
        dueOnly ? lte(orders.expiresAt, now) : undefined,
      ),
    )
    .returning({ id: orders.id });
  if (!row) return false;
  await releaseOrder(tx, orderId, now);
  return true;
}

/** Run every minute from main.ts (and by tests): releases online orders not paid in time. */
export async function expireUnpaidOrders(deps: Pick<Deps, 'db' | 'now'>): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, 'pending_payment'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt))
    .limit(200);
  let expired = 0;
  for (const { id } of due) if (await deps.db.transaction((tx) => expireOne(tx, id, now, true))) expired++;
  return expired;
}

/** A shopper starting a new checkout gives up their unpaid one (see billing.ts). */
export async function expirePendingOrdersOf(tx: Tx, userId: number, now: Date): Promise<void> {
  const pending = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'pending_payment')))
    .orderBy(asc(orders.id));
  for (const { id } of pending) await expireOne(tx, id, now, false);
}

/** Starts the periodic expiry; returns a stop function. */
export function startExpiryJob(deps: Deps, everyMs = 60_000): () => void {
  const run = () =>
    expireUnpaidOrders(deps)
      .then((n) => n > 0 && console.log(`[orders] released ${n} unpaid online order(s)`))
      .catch((err) => console.error(`[orders] expiry failed: ${describeError(err)}`));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
