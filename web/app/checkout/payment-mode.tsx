import type { PaymentMode } from '@store/contract/constants';

const OPTIONS: { value: PaymentMode; label: string; hint: string }[] = [
  { value: 'Online', label: 'Online Payment', hint: 'UPI, cards, net banking and wallets' },
  { value: 'Cash On Delivery', label: 'Cash On Delivery', hint: 'Pay when your order arrives' },
];

/** Spec: payment mode choice; Online by default, Cash On Delivery only when online is unavailable. */
export function PaymentModeChoice({
  value,
  onChange,
  onlineAvailable,
}: {
  value: PaymentMode | null;
  onChange: (m: PaymentMode) => void;
  onlineAvailable: boolean;
}) {
  const options = onlineAvailable ? OPTIONS : OPTIONS.filter((o) => o.value !== 'Online');
  return (
    <fieldset>
      <legend className="text-base font-semibold">Payment Mode</legend>
      <div className="mt-3 grid gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-300 px-3 py-2.5 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
          >
            <input
              type="radio"
              name="payment_mode"
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="mt-1 h-4 w-4 shrink-0 accent-brand-600"
            />
            <span>
              <span className="block text-sm font-semibold text-ink">{o.label}</span>
              <span className="block text-xs text-stone-600">{o.hint}</span>
            </span>
          </label>
        ))}
      </div>
      {!onlineAvailable && <p className="mt-2 text-xs text-stone-600">Online payment is not available right now.</p>}
    </fieldset>
  );
}
