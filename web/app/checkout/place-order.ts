import type { PaymentMode } from '@store/contract/constants';
import { ORDER_MSG as MSG } from '@store/contract/order-messages';
import type { BillingResponse } from '@store/contract/orders';
import { SHOP_MSG } from '@store/contract/shop-messages';
import type { NavigateFunction } from 'react-router';
import type { Address } from '../account/account-types';
import { authApi } from '../auth/auth-store';
import { refreshStoredItems } from '../cart/cart-refresh';
import { type CartItem, cartState, clearCart } from '../cart/cart-store';
import { ApiError } from '../lib/api';
import type { useToast } from '../ui/toast';
import { type attemptKeys, billingBody, checkoutSummary, lineKey } from './checkout-math';
import type { Choices } from './use-place-order';

export const PRICES_CHANGED = 'Prices have changed: please review your order';

// Razorpay's loader is fetched when an online order is placed, alongside the billing request:
// most visitors of checkout never pay online.
const razorpayModule = () => import('./razorpay');

/** What the page hands the flow: its choices, with the address and payment mode checked, and its state. */
export interface PlaceOrderContext {
  c: Choices & { address: Address; paymentMode: PaymentMode };
  keys: ReturnType<typeof attemptKeys>;
  toast: ReturnType<typeof useToast>;
  navigate: NavigateFunction;
  setBusy: (busy: boolean) => void;
  setProblems: (problems: Record<string, string>) => void;
}

/**
 * Place Order: re-price the cart from the API first (stored prices are never trusted), refuse to
 * go on when that changed the total, then POST /api/payment/billing with one Idempotency-Key per
 * attempt. COD ends here; Online hands over to the payment page and keeps the cart until the
 * payment succeeds (the orders tab clears it on ?payment=success). Answers true when the browser
 * is leaving for the payment page or the payment widget is open: the button stays busy.
 */
export async function placeOrder(ctx: PlaceOrderContext): Promise<boolean> {
  const { c, keys, toast, navigate } = ctx;
  if (c.paymentMode === 'Online') razorpayModule().catch(() => undefined);
  const before = cartState.get();
  await refreshStoredItems().catch(() => undefined);
  const items = cartState.get();
  const short = stockChange(before, items);
  if (short) {
    toast.error(short);
    return false;
  }
  const percent = c.coupon?.percent ?? 0;
  if (items.length === 0) return false;
  if (checkoutSummary(items, percent).total !== c.shownTotal) {
    toast.error(PRICES_CHANGED);
    return false;
  }
  const body = billingBody({
    items,
    couponCode: c.coupon?.code ?? null,
    couponPercent: percent,
    paymentMode: c.paymentMode,
    addressId: c.address.id,
    salesReference: c.salesReference,
  });
  const key = keys.keyFor(body);
  let order: BillingResponse;
  try {
    ({ data: order } = await authApi('POST /payment/billing', {
      body,
      headers: { 'Idempotency-Key': key },
    }));
  } catch (err) {
    // No answer (network, server error): the next click retries with the same key.
    if (err instanceof ApiError && err.status >= 400 && err.status < 500) keys.done();
    await explain(ctx, err, items.map(lineKey));
    return false;
  }
  keys.done();
  if (order.payment_mode === 'Cash On Delivery') {
    toast.success(MSG.orderPlaced);
    clearCart();
    navigate('/profile?tab=orders');
    return false;
  }
  return pay(ctx, order);
}

async function pay({ c, toast, setBusy }: PlaceOrderContext, order: BillingResponse): Promise<boolean> {
  const checkoutUrl = order.payment?.checkout_url;
  if (checkoutUrl) {
    window.location.assign(checkoutUrl); // the test gateway: a server page with Pay / Fail
    return true;
  }
  try {
    const { openRazorpay } = await razorpayModule();
    await openRazorpay(order, c.user ?? { name: '', email: '', phone_number: '' }, () => setBusy(false));
    return true; // the widget is open; dismissing it frees the button
  } catch {
    toast.error('Could not open the payment window: please try again or choose Cash On Delivery');
    return false;
  }
}

async function explain({ c, toast, setProblems }: PlaceOrderContext, err: unknown, keysByIndex: string[]) {
  if (!(err instanceof ApiError)) return toast.error(MSG.profileFailed);
  if (err.status === 401) return; // authApi has sent the shopper to log in again
  if (err.code === 'conflict' && typeof err.body.expected_total === 'number') {
    await refreshStoredItems().catch(() => undefined);
    return toast.error(PRICES_CHANGED);
  }
  if (err.code === 'out_of_stock') {
    setProblems(lineProblems(err.fields, keysByIndex));
    await refreshStoredItems().catch(() => undefined);
    return toast.error(err.message);
  }
  const { fields } = err;
  if (fields.coupon_code) {
    c.onCouponRejected(fields.coupon_code);
    return toast.error(MSG.couponInvalid);
  }
  if (fields.payment_mode) {
    c.onOnlineUnavailable();
    return toast.error(err.message);
  }
  if (fields.address === SHOP_MSG.deliveryNotAvailable) {
    // the product page's pincode rule, held at checkout: name the lines that cannot ship there
    setProblems(lineProblems(fields, keysByIndex));
    return toast.error(err.message);
  }
  if (fields.address) {
    c.reloadAddresses();
    return toast.error(MSG.selectAddress);
  }
  const lines = lineProblems(fields, keysByIndex);
  if (Object.keys(lines).length > 0) {
    setProblems(lines);
    await refreshStoredItems().catch(() => undefined);
  }
  toast.error(err.code === 'network' ? 'Network error: please check your connection and try again' : err.message);
}

/** `products.<index>` field errors of the server, keyed by cart line. */
function lineProblems(fields: Record<string, string>, keysByIndex: string[]) {
  const out: Record<string, string> = {};
  for (const [field, message] of Object.entries(fields)) {
    const m = field.match(/^products\.(\d+)/);
    const key = m ? keysByIndex[Number(m[1])] : undefined;
    if (key) out[key] = message;
  }
  return out;
}

/** What re-reading the cart took away: a line gone (out of stock, withdrawn) or cut to the stock left. */
export function stockChange(before: CartItem[], after: CartItem[]): string | null {
  for (const b of before) {
    const a = after.find((x) => lineKey(x) === lineKey(b));
    const what = `${b.name} (${b.color}${b.size ? `, ${b.size}` : ''})`;
    if (!a) return `${what} is out of stock`;
    if (a.quantity < b.quantity) return `${what}: only ${a.quantity} left`;
  }
  return null;
}
