import { formatInr2 } from '@store/contract/money';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f7;margin:0;color:#1f2937}
main{max-width:380px;margin:12vh auto;background:#fff;border-radius:12px;padding:28px;box-shadow:0 4px 24px #0001}
h1{font-size:1.1rem;margin:0 0 4px}p{margin:6px 0;color:#4b5563}.amount{font-size:2rem;font-weight:700;color:#111827;margin:16px 0}
form{margin-top:12px}button{width:100%;padding:12px;border:0;border-radius:8px;font-size:1rem;cursor:pointer}
.pay{background:#15803d;color:#fff}.fail{background:#fee2e2;color:#991b1b}a{color:#1d4ed8}
.note{font-size:.8rem;margin-top:18px}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

export interface TestCheckout {
  orderNumber: string;
  amountRupees: number;
  providerOrderId: string;
  paymentId: string;
  signature: string;
  callbackUrl: string;
}

/**
 * Imitates the payment widget without any script (the page CSP allows none inline): Pay posts
 * the signed fields Razorpay's widget would post; Fail posts Razorpay's failure fields.
 */
export function testCheckoutPage(t: TestCheckout): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${esc(name)}" value="${esc(value)}">`;
  const metadata = JSON.stringify({ order_id: t.providerOrderId, payment_id: t.paymentId });
  return page(
    'Test payment',
    `<h1>Test payment gateway</h1><p>Order ${esc(t.orderNumber)}</p>
<p class="amount">${esc(formatInr2(t.amountRupees))}</p>
<form method="post" action="${esc(t.callbackUrl)}">
${hidden('razorpay_order_id', t.providerOrderId)}${hidden('razorpay_payment_id', t.paymentId)}${hidden('razorpay_signature', t.signature)}
<button class="pay" type="submit">Pay</button></form>
<form method="post" action="${esc(t.callbackUrl)}">
${hidden('error[code]', 'BAD_REQUEST_ERROR')}${hidden('error[description]', 'Payment failed')}${hidden('error[reason]', 'payment_failed')}${hidden('error[metadata]', metadata)}
<button class="fail" type="submit">Fail</button></form>
<p class="note">No money moves: this page stands in for the payment provider outside production.</p>`,
  );
}

export function testGatewayNotice(message: string): string {
  return page('Test payment', `<h1>${esc(message)}</h1><p><a href="/profile?tab=orders">Go to your orders</a></p>`);
}
