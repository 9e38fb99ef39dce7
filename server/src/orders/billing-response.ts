import type { PaymentMode } from '@store/contract/constants';
import { toRupees } from '@store/contract/money';
import { type BillingResponse, type OrderStatus, orderNumber } from '@store/contract/orders';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { orders, payments } from '../db/schema';
import { HttpError } from '../http/http-error';
import { describeError } from '../log';
import { paymentGateway } from '../payment-provider/gateway';
import { releaseOrder } from './release';

export type OrderRow = typeof orders.$inferSelect;

/**
 * Creates the provider's payment order after the order (and its stock) is committed, so that
 * no database lock is held across a network call. If the provider fails, the order is given up.
 */
export async function attachPayment(deps: Deps, order: OrderRow): Promise<void> {
  const gateway = paymentGateway(deps.env)!;
  let providerOrderId: string;
  try {
    ({ id: providerOrderId } = await gateway.createOrder({
      amountPaise: order.totalPaise,
      receipt: orderNumber(order.id),
      notes: { order_id: String(order.id) },
    }));
  } catch (err) {
    console.error(
      `[payments] could not create a ${gateway.provider} order for order ${order.id}: ${describeError(err)}`,
    );
    await deps.db.transaction(async (tx) => {
      const [gone] = await tx
        .update(orders)
        .set({ status: 'payment_failed', expiresAt: null })
        .where(and(eq(orders.id, order.id), eq(orders.status, 'pending_payment')))
        .returning({ id: orders.id });
      if (gone) await releaseOrder(tx, order.id, deps.now());
    });
    throw new HttpError(
      'payment_failed',
      'Online payment could not be started: please try again or choose Cash On Delivery',
      undefined,
      undefined,
      502,
    );
  }
  await deps.db.insert(payments).values({
    orderId: order.id,
    provider: gateway.provider,
    providerOrderId,
    amountPaise: order.totalPaise,
  });
}

export async function billingResponse(deps: Deps, order: OrderRow, origin: string): Promise<BillingResponse> {
  const base = {
    payment_mode: order.paymentMode as PaymentMode,
    amount: toRupees(order.totalPaise),
    id: order.id,
    order_number: orderNumber(order.id),
    status: order.status as OrderStatus,
  };
  if (order.paymentMode !== 'Online') return { ...base, order_id: orderNumber(order.id) };
  const [payment] = await deps.db.select().from(payments).where(eq(payments.orderId, order.id)).limit(1);
  if (!payment) throw new HttpError('conflict', 'This order is still being set up: please try again in a moment');
  const gateway = paymentGateway(deps.env);
  return {
    ...base,
    order_id: payment.providerOrderId,
    payment: {
      provider: payment.provider as 'razorpay' | 'test',
      key: gateway?.keyId ?? '',
      amount: payment.amountPaise,
      currency: 'INR',
      callback_url: `${origin}/api/payment/success-payment`,
      // The built-in test gateway is a page of this store: a path keeps the shopper on the origin
      // they browse (and whose storage holds their login), whichever address that is.
      ...(payment.provider === 'test' && {
        checkout_url: `/api/payment/test-gateway/${encodeURIComponent(payment.providerOrderId)}`,
      }),
    },
  };
}
