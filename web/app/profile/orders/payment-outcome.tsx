import { ORDER_MSG as MSG } from '@store/contract/order-messages';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { clearCart } from '../../cart/cart-store';
import { primaryButton } from '../../ui/styles';

export type PaymentOutcome = 'success' | 'failed' | 'refund';
const OUTCOMES: readonly string[] = ['success', 'failed', 'refund'];

/**
 * The payment callback ends on this order's page with ?payment=success|failed|refund
 * (server/src/payments/payments.routes.ts). Read once: a success empties the cart (a failure
 * keeps it, so the shopper can pay again), then the query is dropped so that a reload or Back
 * does not repeat it; the page keeps saying it until the shopper leaves.
 */
export function usePaymentOutcome(): PaymentOutcome | null {
  const [params, setParams] = useSearchParams();
  const [outcome, setOutcome] = useState<PaymentOutcome | null>(null);
  const payment = params.get('payment');
  useEffect(() => {
    if (!payment || !OUTCOMES.includes(payment)) return;
    setOutcome(payment as PaymentOutcome);
    if (payment === 'success') clearCart();
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('payment');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payment, setParams]);
  return outcome;
}

const box = 'rounded-xl border px-4 py-3 sm:px-5';

/** The banner at the top of the order page after the gateway. */
export function PaymentOutcomeBanner({
  outcome,
  reason,
  payable,
  busy,
  onRetry,
}: {
  outcome: PaymentOutcome;
  reason: string | null;
  payable: boolean;
  busy: boolean;
  onRetry: () => void;
}) {
  if (outcome === 'success')
    return (
      <div role="status" data-testid="payment-outcome" className={`${box} border-emerald-200 bg-emerald-50`}>
        <p className="font-semibold text-emerald-900">{MSG.paymentSuccess}</p>
        <p className="text-sm text-emerald-900">Thank you: your order is confirmed and on its way to being packed.</p>
      </div>
    );
  if (outcome === 'refund')
    return (
      <div role="alert" data-testid="payment-outcome" className={`${box} border-amber-200 bg-amber-50`}>
        <p className="text-sm font-medium text-amber-950">{MSG.paymentRefund}</p>
      </div>
    );
  return (
    <div
      role="alert"
      data-testid="payment-outcome"
      className={`${box} flex flex-wrap items-center justify-between gap-3 border-red-200 bg-red-50`}
    >
      <div className="min-w-0">
        <p className="font-semibold text-red-900">{MSG.paymentFailed}</p>
        <p className="text-sm text-red-900" data-testid="payment-reason">
          {reason ?? 'The payment did not go through'}
          {payable ? '. Your cart is kept; you can pay for this order again.' : '.'}
        </p>
      </div>
      {payable && <RetryButton busy={busy} onRetry={onRetry} />}
    </div>
  );
}

export function RetryButton({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  return (
    <button type="button" className={primaryButton} disabled={busy} aria-busy={busy} onClick={onRetry}>
      {busy ? 'Opening payment…' : 'Retry Payment'}
    </button>
  );
}
