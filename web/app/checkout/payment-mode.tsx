import type { PaymentMode } from '@store/contract/constants';
import { RadioCard } from '../ui/radio-card';

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
          <RadioCard
            key={o.value}
            name="payment_mode"
            value={o.value}
            checked={value === o.value}
            onChange={() => onChange(o.value)}
          >
            <span>
              <span className="block text-sm font-semibold text-ink">{o.label}</span>
              <span className="block text-xs text-stone-600">{o.hint}</span>
            </span>
          </RadioCard>
        ))}
      </div>
      {!onlineAvailable && <p className="mt-2 text-xs text-stone-600">Online payment is not available right now.</p>}
    </fieldset>
  );
}
