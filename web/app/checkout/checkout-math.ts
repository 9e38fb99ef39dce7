import { formatInr2, type Paise, toPaise, toRupees } from '@store/contract/money';
import type { BillingRequest } from '@store/contract/orders';
import { type OrderSummary, summarise } from '@store/contract/pricing';
import type { CartItem } from '../cart/cart-store';

/** One cart line: a product in one colour and size. */
export const lineKey = (i: CartItem) => `${i.id}:${i.colorId}:${i.size}`;

/** docs/spec.md §9 on the cart as it stands, in paise so rupee floats never drift. */
export function checkoutSummary(items: CartItem[], couponPercent: number): OrderSummary {
  return summarise(
    items.map((i) => ({ unitPaise: toPaise(i.price), savedPaise: toPaise(i.priceSaved), quantity: i.quantity })),
    couponPercent,
  );
}

/** ₹1,24,999.00: the checkout shows every amount with two decimals. */
export const money2 = (paise: Paise) => formatInr2(toRupees(paise));

export interface BillingDraft {
  items: CartItem[];
  couponCode: string | null;
  couponPercent: number;
  paymentMode: BillingRequest['payment_mode'];
  addressId: number;
  salesReference: string;
}

/** The spec's request body (sales_referance misspelt as it is). Amounts are advice: the server re-prices. */
export function billingBody(d: BillingDraft): BillingRequest {
  const summary = checkoutSummary(d.items, d.couponPercent);
  return {
    total_amount: toRupees(summary.total),
    coupon_code: d.couponCode,
    payment_mode: d.paymentMode,
    address: d.addressId,
    products: d.items.map((i) => ({ id: i.id, amount: i.price, quantity: i.quantity, color: i.color, size: i.size })),
    sales_referance: d.salesReference.trim() || null,
  };
}

function randomKey(): string {
  // getRandomValues works outside secure contexts too (a shop opened by LAN address in a test).
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One Idempotency-Key per attempt to place an order. The same body sent again without an answer
 * in between (double click, network failure, retry) reuses the key, so the server returns the
 * first order instead of writing a second one. Any definitive answer ends the attempt.
 */
export function attemptKeys(make: () => string = randomKey) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const text = JSON.stringify(body);
      if (current?.body !== text) current = { body: text, key: make() };
      return current.key;
    },
    done() {
      current = null;
    },
  };
}
