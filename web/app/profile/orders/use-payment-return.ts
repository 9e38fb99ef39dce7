import { MSG } from '@store/contract/messages';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { clearCart } from '../../cart/cart-store';
import { useToast } from '../../ui/toast';

/**
 * The payment callback ends on /profile?tab=orders&payment=success|failed (docs/decisions/0007-payments.md), or
 * payment=refund when a late payment could not keep its expired order (its lines then show
 * Cancelled and "Refund on its way"). This is the one place that reads it: the toast once, then
 * the query is dropped so a reload or Back does not repeat it.
 *
 * The spec clears the cart in both cases (docs/spec.md §2 Profile). We empty no cart after a
 * failed payment (the shopper should be able to try again: docs/decisions/0007-payments.md), so
 * only a successful payment clears it.
 */
export function usePaymentReturn(onReturn: () => void) {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const payment = params.get('payment');
  const handled = useRef<string | null>(null);
  useEffect(() => {
    if (payment !== 'success' && payment !== 'failed' && payment !== 'refund') return;
    if (handled.current === payment) return;
    handled.current = payment;
    if (payment === 'success') {
      clearCart();
      toast.success(MSG.paymentSuccess);
    } else if (payment === 'refund') {
      toast.error(MSG.paymentRefund);
    } else {
      toast.error(MSG.paymentFailed);
    }
    onReturn();
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.delete('payment');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [payment, setParams, toast, onReturn]);
}
