import type { BillingResponse } from '@store/contract/orders';
import { SHOP_PAGES } from '@store/contract/shop';

// Razorpay's checkout.js, loaded only when an online order is ready to pay (never on page load:
// most visitors never pay, and a third-party script costs every one of them). The page's CSP
// allows this one origin.
const SRC = 'https://checkout.razorpay.com/v1/checkout.js';

interface RazorpayOptions {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  callback_url: string;
  redirect: boolean;
  prefill: { name?: string; email?: string; contact?: string };
  theme: { color: string };
  modal: { ondismiss: () => void };
}
type RazorpayCtor = new (options: RazorpayOptions) => { open(): void };
declare global {
  interface Window {
    Razorpay?: RazorpayCtor;
  }
}

let loading: Promise<RazorpayCtor> | null = null;

export function loadRazorpay(): Promise<RazorpayCtor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayCtor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = SRC;
    script.async = true;
    script.onload = () => (window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load')));
    script.onerror = () => {
      script.remove();
      loading = null; // a later attempt may try again
      reject(new Error('Razorpay did not load'));
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * Opens the widget on the order the server created. With redirect the widget posts its result
 * (signed on success) to the server's callback, which ends on /profile?tab=orders&payment=...
 */
export async function openRazorpay(
  order: BillingResponse,
  shopper: { name: string; email: string; phone_number: string },
  onDismiss: () => void,
): Promise<void> {
  const payment = order.payment;
  if (!payment) throw new Error('No payment details');
  const Razorpay = await loadRazorpay();
  new Razorpay({
    key: payment.key,
    amount: payment.amount,
    currency: payment.currency,
    order_id: order.order_id,
    name: SHOP_PAGES.name,
    description: `Order ${order.order_number}`,
    callback_url: payment.callback_url,
    redirect: true,
    prefill: { name: shopper.name, email: shopper.email, contact: shopper.phone_number },
    theme: { color: '#b4232f' },
    modal: { ondismiss: onDismiss },
  }).open();
}
