import { QUANTITY_MIN } from '@store/contract/constants';

const step =
  'grid h-11 w-11 place-items-center text-xl text-ink hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600';

/** Quantity 1..max (max = 10 and not above stock, worked out by the caller). */
export function QuantityStepper({
  value,
  max,
  onChange,
  disabled = false,
}: {
  value: number;
  max: number;
  onChange: (next: number) => void;
  disabled?: boolean;
}) {
  return (
    <fieldset className="flex items-center gap-4">
      <legend className="sr-only">Quantity</legend>
      <span aria-hidden="true" className="text-sm font-semibold text-ink">
        Quantity
      </span>
      <div className="inline-flex items-center rounded-md border border-stone-300">
        <button
          type="button"
          className={`${step} rounded-l-md`}
          aria-label="Decrease quantity"
          disabled={disabled || value <= QUANTITY_MIN}
          onClick={() => onChange(Math.max(QUANTITY_MIN, value - 1))}
        >
          −
        </button>
        <output
          aria-live="polite"
          aria-label="Quantity"
          className="w-10 text-center font-semibold"
          data-testid="quantity"
        >
          {value}
        </output>
        <button
          type="button"
          className={`${step} rounded-r-md`}
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => onChange(Math.min(max, value + 1))}
        >
          +
        </button>
      </div>
    </fieldset>
  );
}
