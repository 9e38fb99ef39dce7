// The payment provider (Razorpay, or the built-in test gateway outside production) on its own, below
// both orders (which open a provider order at checkout) and payments (which apply its answers).
import { randomBytes } from 'node:crypto';
import Razorpay from 'razorpay';
import { type Env, isProduction } from '../env';

/** What the store needs from a payment provider; Razorpay in a real shop, a built-in page otherwise. */
export interface PaymentGateway {
  provider: 'razorpay' | 'test';
  keyId: string;
  /** signs the checkout callback (order_id|payment_id) */
  keySecret: string;
  /** signs webhook bodies; null when webhooks are not configured */
  webhookSecret: string | null;
  createOrder(o: { amountPaise: number; receipt: string; notes: Record<string, string> }): Promise<{ id: string }>;
}

// The test gateway exists only outside production, where anyone may press its Pay button
// anyway: a fixed secret protects nothing there and lets tests sign like the page does.
export const TEST_KEY_ID = 'rzp_test_storefront';
export const TEST_SECRET = 'storefront-test-gateway-secret';

function razorpayGateway(env: Env): PaymentGateway {
  const client = new Razorpay({ key_id: env.RAZORPAY_KEY_ID, key_secret: env.RAZORPAY_KEY_SECRET });
  return {
    provider: 'razorpay',
    keyId: env.RAZORPAY_KEY_ID!,
    keySecret: env.RAZORPAY_KEY_SECRET!,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? null,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes });
      return { id: order.id };
    },
  };
}

function testGateway(env: Env): PaymentGateway {
  return {
    provider: 'test',
    keyId: TEST_KEY_ID,
    keySecret: TEST_SECRET,
    webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? TEST_SECRET,
    // Razorpay's ids look like order_ + 14 characters; ours are recognisably fake.
    createOrder: async () => ({ id: `order_T${randomBytes(7).toString('hex')}` }),
  };
}

const cache = new WeakMap<Env, PaymentGateway | null>();

/** Null: online payment is not offered (production without Razorpay keys: COD only). */
export function paymentGateway(env: Env): PaymentGateway | null {
  if (!cache.has(env)) {
    const hasKeys = Boolean(env.RAZORPAY_KEY_ID && env.RAZORPAY_KEY_SECRET);
    cache.set(env, hasKeys ? razorpayGateway(env) : isProduction(env) ? null : testGateway(env));
  }
  return cache.get(env) ?? null;
}
