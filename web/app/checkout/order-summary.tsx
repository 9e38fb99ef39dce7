import type { OrderSummary as Summary } from '@store/contract/pricing';
import { money2 } from './checkout-math';

/** Spec: order summary (Subtotal, Coupon Discount in percent, You saved, Total). */
export function OrderSummary({ summary, couponCode }: { summary: Summary; couponCode: string | null }) {
  return (
    <div>
      <dl className="space-y-2 text-sm" data-testid="order-summary">
        <Row label="Subtotal" value={money2(summary.subtotal)} testId="summary-subtotal" />
        <Row
          label={couponCode ? `Coupon Discount (${couponCode})` : 'Coupon Discount'}
          value={summary.couponPercent > 0 ? `${summary.couponPercent}% (−${money2(summary.couponDiscount)})` : '0%'}
          testId="summary-coupon"
        />
        <Row label="You saved" value={money2(summary.saved)} testId="summary-saved" accent />
        <div className="flex items-baseline justify-between border-t border-stone-200 pt-3 text-base font-semibold">
          <dt>Total</dt>
          <dd data-testid="summary-total">{money2(summary.total)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-stone-600">Inclusive of all taxes · Free delivery</p>
    </div>
  );
}

function Row({ label, value, testId, accent }: { label: string; value: string; testId: string; accent?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="text-stone-700">{label}</dt>
      <dd data-testid={testId} className={accent ? 'font-medium text-emerald-700' : 'text-ink'}>
        {value}
      </dd>
    </div>
  );
}
