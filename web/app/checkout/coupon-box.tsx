import { toRupees } from '@store/contract/money';
import { ORDER_MSG as MSG } from '@store/contract/order-messages';
import { useId, useState } from 'react';
import { authApi } from '../auth/auth-store';
import { ApiError } from '../lib/api';
import { BusyButton } from '../ui/busy-button';
import { inputClass, secondaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';

export interface AppliedCoupon {
  code: string;
  percent: number;
}

/**
 * Spec: coupon box with Apply ('Coupon Applied' / 'Invalid Coupon Code'). The server's reason
 * (first order only, minimum order...) shows under the box; the billing call checks it again.
 */
export function CouponBox({
  applied,
  onApplied,
  subtotalPaise,
  reason,
  onReason,
}: {
  applied: AppliedCoupon | null;
  onApplied: (c: AppliedCoupon | null) => void;
  subtotalPaise: number;
  reason: string | null;
  onReason: (r: string | null) => void;
}) {
  const toast = useToast();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function apply(e: React.FormEvent) {
    e.preventDefault();
    const wanted = code.trim();
    onReason(null);
    if (!wanted) {
      toast.error(MSG.couponInvalid);
      return;
    }
    setBusy(true);
    try {
      const query = { code: wanted, subtotal: String(toRupees(subtotalPaise)) };
      const { data } = await authApi('GET /product/coupon/apply', { query });
      onApplied({ code: data.code, percent: data.discount });
      setCode('');
      toast.success(MSG.couponApplied);
    } catch (err) {
      // 401: authApi has sent the logged-out shopper to /login already.
      if (err instanceof ApiError && err.status === 401) return;
      // 429: too many tries; the server's message says to wait, not that the code is wrong.
      if (err instanceof ApiError && err.status === 429) {
        toast.error(err.message);
        return;
      }
      onApplied(null);
      toast.error(MSG.couponInvalid);
      const why = err instanceof ApiError ? (err.fields.coupon_code ?? err.fields.code) : null;
      onReason(why && why !== MSG.couponInvalid ? why : null);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby={`${id}-h`} className="rounded-xl border border-stone-200 p-4 sm:p-5">
      <h2 id={`${id}-h`} className="text-base font-semibold">
        Coupon
      </h2>
      {applied ? (
        <div className="mt-3 flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm">
          <p className="font-medium text-emerald-800" data-testid="applied-coupon">
            {applied.code} applied: {applied.percent}% off
          </p>
          <button
            type="button"
            className="font-semibold text-stone-700 underline underline-offset-2 hover:text-brand-700"
            onClick={() => {
              onApplied(null);
              onReason(null);
            }}
          >
            Remove
          </button>
        </div>
      ) : (
        <form onSubmit={apply} className="mt-3 flex gap-2" noValidate>
          <label htmlFor={`${id}-code`} className="sr-only">
            Coupon code
          </label>
          <input
            id={`${id}-code`}
            name="coupon"
            value={code}
            onChange={(e) => setCode(e.target.value.toUpperCase())}
            placeholder="Coupon code"
            autoComplete="off"
            maxLength={40}
            aria-describedby={reason ? `${id}-reason` : undefined}
            aria-invalid={reason ? true : undefined}
            className={`${inputClass} uppercase`}
          />
          <BusyButton busy={busy} className={`${secondaryButton} shrink-0`}>
            Apply
          </BusyButton>
        </form>
      )}
      {reason && (
        <p id={`${id}-reason`} className="mt-2 text-sm font-medium text-red-700">
          {reason}
        </p>
      )}
    </section>
  );
}
