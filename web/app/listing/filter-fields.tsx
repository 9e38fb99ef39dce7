// The listing's filter controls: chip groups for sizes and colours, and the two price bounds.

const chip =
  'inline-flex min-h-9 min-w-11 cursor-pointer items-center justify-center gap-2 rounded-full border border-stone-300 px-3 text-sm text-stone-800 peer-checked:border-ink peer-checked:bg-ink peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 hover:border-stone-500';

export const legendClass = 'mb-3 text-sm font-semibold uppercase tracking-wide text-stone-900';

/**
 * One group of chips (sizes, colours as checkboxes; discount as radios): checked ones filter,
 * each change applies at once.
 */
export function FilterGroup({
  legend,
  name,
  options,
  selected,
  onChange,
  listClass,
  chipClass = '',
  type = 'checkbox',
}: {
  legend: string;
  name: 'size' | 'color' | 'discount_min' | 'rating_min';
  type?: 'checkbox' | 'radio';
  options: { value: string; label: string }[];
  selected: string[];
  onChange: () => void;
  listClass: string;
  chipClass?: string;
}) {
  return (
    <fieldset>
      <legend className={legendClass}>{legend}</legend>
      <div className={listClass}>
        {options.map((o) => (
          <label key={o.label}>
            <input
              type={type}
              name={name}
              value={o.value}
              defaultChecked={selected.includes(o.value)}
              onChange={onChange}
              className="peer sr-only"
            />
            <span className={chipClass ? `${chip} ${chipClass}` : chip}>{o.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The lower or upper price bound in whole rupees; empty means no bound. */
export function PriceBound({
  label,
  name,
  value,
  placeholder,
  errorId,
}: {
  label: string;
  name: 'price_min' | 'price_max';
  value: number | null;
  placeholder: string;
  /** the id of the message saying why the bounds were refused */
  errorId?: string;
}) {
  return (
    <label className="flex-1 text-xs text-stone-600">
      {label}
      <input
        type="number"
        name={name}
        inputMode="numeric"
        min={0}
        defaultValue={value ?? ''}
        placeholder={placeholder}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        className={`mt-1 h-10 w-full rounded-lg border px-2 ${errorId ? 'border-red-700' : 'border-stone-300'} text-sm text-ink focus:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30`}
      />
    </label>
  );
}
