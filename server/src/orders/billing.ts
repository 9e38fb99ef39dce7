import { MSG } from '@store/contract/messages';
import { toRupees } from '@store/contract/money';
import type { BillingRequest } from '@store/contract/orders';
import { summarise } from '@store/contract/pricing';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { presentAddress } from '../addresses/addresses.queries';
import type { Deps, SessionUser } from '../app-env';
import { assertCouponUsable, type Coupon, findCoupon, redeemCoupon } from '../coupons/coupon-rules';
import type { Tx } from '../db/client';
import { type AddressSnapshot, addresses, orderLines, orders, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { takeStock } from '../inventory/stock-moves';
import { issueInvoice } from '../invoices/issue';
import { enqueueOrderMessages } from '../notifications/enqueue';
import { paymentGateway } from '../payment-provider/gateway';
import { undeliverableProducts } from '../pincodes/pincodes.queries';
import { attachPayment, billingResponse, type OrderRow } from './billing-response';
import { expirePendingOrdersOf } from './expire';
import { recordLineStatus } from './line-history';
import { type ResolvedLine, resolveLines } from './pricing';

export const PAYMENT_TIMEOUT_MS = 30 * 60 * 1000;
type Billing = z.output<typeof BillingRequest>;

export interface PlaceOrderInput {
  user: SessionUser;
  body: Billing;
  idempotencyKey: string | null;
  origin: string; // for callback URLs
}

/** POST /api/payment/billing. 201 with a new order, 200 with the first one on a retried key. */
export async function placeOrder(deps: Deps, input: PlaceOrderInput) {
  const { user, body, idempotencyKey } = input;
  const gateway = paymentGateway(deps.env);
  if (body.payment_mode === 'Online' && !gateway)
    throw new HttpError('validation_failed', 'Online payment is not available: please choose Cash On Delivery', {
      payment_mode: 'Online payment is not available',
    });

  const existing = idempotencyKey ? await findByKey(deps.db, user.id, idempotencyKey) : null;
  if (existing) return { created: false, data: await billingResponse(deps, existing, input.origin) };

  let order: OrderRow;
  let created = true;
  try {
    ({ order, created } = await deps.db.transaction((tx) => writeOrder(tx, deps.now(), input)));
  } catch (err) {
    // Two requests with one key that raced past the lookup: the loser answers with the winner.
    const winner = idempotencyKey ? await findByKey(deps.db, user.id, idempotencyKey) : null;
    if (!winner) throw err;
    order = winner;
    created = false;
  }
  if (created && order.status === 'pending_payment') await attachPayment(deps, order);
  return { created, data: await billingResponse(deps, order, input.origin) };
}

async function findByKey(db: Deps['db'] | Tx, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

async function writeOrder(tx: Tx, now: Date, { user, body, idempotencyKey }: PlaceOrderInput) {
  // One checkout per shopper at a time: their orders (and coupon counts) cannot race each other.
  // The same statement reads the account as it is now, for the invoice and the messages.
  const [account] = await tx
    .select({ name: users.name, email: users.email, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, user.id))
    .for('update');
  const replay = idempotencyKey ? await findByKey(tx, user.id, idempotencyKey) : null;
  if (replay) return { order: replay, created: false };

  const [address] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, body.address), eq(addresses.userId, user.id)))
    .limit(1);
  if (!address) throw new HttpError('validation_failed', 'Please select an address', { address: 'Unknown address' });

  // A new checkout supersedes an unpaid online one: its stock and coupon come back first.
  await expirePendingOrdersOf(tx, user.id, now);

  const lines = await resolveLines(tx, body.products);
  await assertDeliverable(tx, lines, address.pinCode);
  let coupon: Coupon | null = null;
  if (body.coupon_code) {
    coupon = await findCoupon(tx, body.coupon_code);
    if (!coupon)
      throw new HttpError('validation_failed', 'Invalid Coupon Code', { coupon_code: 'Invalid Coupon Code' });
  }
  const summary = summarise(lines, coupon?.percent ?? 0);
  if (coupon) await assertCouponUsable(tx, coupon, { userId: user.id, subtotalPaise: summary.subtotal, now });
  if (Math.abs(body.total_amount * 100 - summary.total) > 0.5)
    throw new HttpError('conflict', 'Prices have changed: please review your order', undefined, {
      expected_total: toRupees(summary.total),
    });

  const online = body.payment_mode === 'Online';
  const [order] = await tx
    .insert(orders)
    .values({
      userId: user.id,
      status: online ? 'pending_payment' : 'placed',
      paymentMode: body.payment_mode,
      address: snapshot(address),
      subtotalPaise: summary.subtotal,
      discountPaise: summary.couponDiscount,
      savedPaise: summary.saved,
      totalPaise: summary.total,
      couponId: coupon?.id ?? null,
      couponCode: coupon?.code ?? null,
      couponPercent: coupon?.percent ?? 0,
      salesReference: body.sales_referance,
      idempotencyKey,
      createdAt: now,
      expiresAt: online ? new Date(now.getTime() + PAYMENT_TIMEOUT_MS) : null,
    })
    .returning();
  await takeStock(tx, lines);
  if (coupon)
    await redeemCoupon(tx, {
      couponId: coupon.id,
      userId: user.id,
      orderId: order.id,
      subtotalPaise: summary.subtotal,
      now,
    });
  const written = await tx
    .insert(orderLines)
    .values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.productId,
        skuId: l.skuId,
        productName: l.productName,
        image: l.image,
        size: l.size,
        color: l.color,
        quantity: l.quantity,
        unitPaise: l.unitPaise,
        mrpPaise: l.mrpPaise,
        updatedOn: now,
      })),
    )
    .returning();
  await recordLineStatus(
    tx,
    written.map((l) => l.id),
    'Ordered',
    now,
    'shopper',
  );
  // A COD order is a sale now: its tax invoice is numbered in this transaction, last, so the
  // series' counter is locked only briefly and a rollback leaves no gap (invoices/numbering.ts).
  // Both take the order, its lines and the account as written above rather than reading them again.
  if (!online) {
    await issueInvoice(tx, { order, buyerName: account.name }, now);
    await enqueueOrderMessages(tx, 'order_placed', {
      at: now,
      written: { order, email: account.email, phone: account.phone, lines: written },
    }); // sent by the worker
  }
  return { order, created: true };
}

/**
 * Checkout holds to the product page's pincode check: a line that cannot ship to the address is
 * refused with the page's words, naming the address and the lines.
 */
async function assertDeliverable(tx: Tx, lines: ResolvedLine[], pincode: string): Promise<void> {
  const blocked = await undeliverableProducts(tx, [...new Set(lines.map((l) => l.productId))], pincode);
  if (blocked.size === 0) return;
  const fields: Record<string, string> = { address: MSG.deliveryNotAvailable };
  const names = new Set<string>();
  for (const l of lines.filter((x) => blocked.has(x.productId))) {
    fields[`products.${l.index}`] = MSG.deliveryNotAvailable;
    names.add(l.productName);
  }
  throw new HttpError(
    'validation_failed',
    `${MSG.deliveryNotAvailable}: ${[...names].join(', ')} to ${pincode}`,
    fields,
  );
}

/** The address as it was when ordered: later edits to the saved address never change an order. */
const snapshot = (a: typeof addresses.$inferSelect): AddressSnapshot => {
  const { id: _id, ...rest } = presentAddress(a);
  return rest;
};
