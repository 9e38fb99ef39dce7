import { formatInr2 } from '@store/contract/money';
import type { OrderDetail, OrderDetailLine, PaymentState } from '@store/contract/order-detail';
import { tokenState } from '../../auth/auth-store';
import { LineFrame } from './line-frame';
import { LineTimeline } from './line-timeline';
import { orderDate, paymentLabel } from './order-line-card';
import { RetryButton } from './payment-outcome';

/** How the order's money stands, in the shopper's words. */
export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  paid: 'Paid',
  pending: 'Awaiting payment',
  failed: 'Payment Failed',
  refund_due: 'Refund on its way',
  refunded: 'Refunded',
  cod: 'Pay on delivery',
  cancelled: 'Nothing to pay',
};
const STATE_STYLE: Record<PaymentState, string> = {
  paid: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  failed: 'bg-red-50 text-red-800 ring-red-200',
  refund_due: 'bg-amber-50 text-amber-900 ring-amber-200',
  refunded: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  cod: 'bg-sky-50 text-sky-800 ring-sky-200',
  cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
};

const longDate = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});
/** A YYYY-MM-DD date of the India calendar. */
export const deliveryDay = (ymd: string) => longDate.format(Date.parse(`${ymd}T12:00:00+05:30`));

const card = 'rounded-xl border border-stone-200 bg-white';
const heading = 'text-sm font-semibold uppercase tracking-wider text-stone-600';

export function OrderView({
  order,
  busy,
  onRetry,
  bannerRetry,
}: {
  order: OrderDetail;
  busy: boolean;
  onRetry: () => void;
  bannerRetry: boolean;
}) {
  const { payment, address } = order;
  const live = order.status === 'placed';
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem] lg:items-start">
      <section aria-labelledby="items-heading" className={card}>
        <h2 id="items-heading" className={`${heading} border-b border-stone-200 px-4 py-3`}>
          Items ({order.lines.length})
        </h2>
        <ul className="divide-y divide-stone-200 px-4">
          {order.lines.map((l) => (
            <OrderItem key={l.id} line={l} live={live} />
          ))}
        </ul>
      </section>
      <div className="space-y-6">
        <section aria-labelledby="summary-heading" className={`${card} p-4`} data-testid="order-summary">
          <h2 id="summary-heading" className={heading}>
            Order Summary
          </h2>
          <dl className="mt-3 space-y-2 text-sm">
            <Row term="Subtotal" value={formatInr2(order.subtotal)} />
            {order.coupon && (
              <Row
                term={`Coupon ${order.coupon.code} (${order.coupon.percent}%)`}
                value={`- ${formatInr2(order.discount)}`}
                className="text-emerald-800"
              />
            )}
            <Row term="Shipping" value="Free" />
            <Row
              term={payment.mode === 'Online' ? 'Total charged' : 'Total'}
              value={formatInr2(order.total)}
              className="border-t border-stone-200 pt-2 text-base font-semibold text-ink"
            />
          </dl>
          <div className="mt-4 flex flex-wrap items-center gap-2 text-sm">
            <span className="text-stone-600">Payment: {paymentLabel(payment.mode)}</span>
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATE_STYLE[payment.state]}`}
              data-testid="payment-state"
            >
              {PAYMENT_STATE_LABEL[payment.state]}
            </span>
          </div>
          {/* after a failed return the banner above says it, with its own Retry */}
          {payment.reason && !bannerRetry && <p className="mt-2 text-sm text-stone-700">{payment.reason}</p>}
          {payment.payable && !bannerRetry && (
            <div className="mt-3">
              <RetryButton busy={busy} onRetry={onRetry} />
            </div>
          )}
          {order.invoice_url && <InvoiceButton url={order.invoice_url} number={order.order_number} />}
        </section>
        {order.expected_delivery && (
          <section aria-labelledby="delivery-heading" className={`${card} p-4`}>
            <h2 id="delivery-heading" className={heading}>
              Expected Delivery
            </h2>
            <p className="mt-2 font-semibold text-ink" data-testid="expected-delivery">
              {deliveryDay(order.expected_delivery)}
            </p>
          </section>
        )}
        <section aria-labelledby="address-heading" className={`${card} p-4`}>
          <h2 id="address-heading" className={heading}>
            Shipping Address
          </h2>
          <address className="mt-2 text-sm not-italic leading-relaxed text-stone-700" data-testid="order-address">
            <span className="block font-semibold text-ink">
              {address.name} <span className="font-normal text-stone-500">({address.address_type})</span>
            </span>
            <span className="block">{address.address_line_1}</span>
            {address.address_line_2 && <span className="block">{address.address_line_2}</span>}
            <span className="block">
              {address.city}, {address.state} {address.pin_code}
            </span>
            <span className="block">Phone: +91 {address.phone_number}</span>
          </address>
        </section>
      </div>
    </div>
  );
}

function OrderItem({ line, live }: { line: OrderDetailLine; live: boolean }) {
  return (
    <LineFrame line={line} amount={formatInr2(line.amount)} testId="order-item">
      <p className="mt-1 text-sm text-stone-600">
        Colour: <span className="font-medium text-stone-800">{line.color}</span>
        {' · '}Size: <span className="font-medium text-stone-800">{line.size}</span>
        {' · '}
        {line.quantity} x {formatInr2(line.unit_price)}
      </p>
      {line.refund_due && (
        <p className="mt-1 text-sm font-medium text-amber-900">
          {line.refunded_on ? `Refunded on ${orderDate(line.refunded_on)}` : 'Refund on its way'}
        </p>
      )}
      {line.tracking_number && (
        <p className="mt-1 text-sm text-stone-600" data-testid="line-courier">
          {line.courier ?? 'Courier'}: tracking number{' '}
          <span className="font-medium text-stone-800">{line.tracking_number}</span>
        </p>
      )}
      <LineTimeline line={line} live={live} />
    </LineFrame>
  );
}

function Row({ term, value, className = '' }: { term: string; value: string; className?: string }) {
  return (
    <div className={`flex justify-between gap-4 ${className}`}>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** The invoice needs the login's token, which a plain link would not send: fetched, then saved. */
function InvoiceButton({ url, number }: { url: string; number: string }) {
  async function download() {
    const res = await fetch(url, { headers: { authorization: `Token ${tokenState.get() ?? ''}` } });
    if (!res.ok) return;
    const href = URL.createObjectURL(await res.blob());
    const a = Object.assign(document.createElement('a'), { href, download: `invoice-${number}.pdf` });
    a.click();
    setTimeout(() => URL.revokeObjectURL(href), 10_000);
  }
  return (
    <button type="button" onClick={download} className="mt-3 text-sm font-medium text-brand-700 underline">
      Download invoice (PDF)
    </button>
  );
}
