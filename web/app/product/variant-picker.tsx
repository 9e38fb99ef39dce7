import type { ProductColor } from '@store/contract/catalog';
import { useId } from 'react';
import { Picture, THUMB_WIDTHS } from '../ui/picture';
import type { SizeOption } from './variant';

// Native radio groups (arrow keys, one tab stop, form semantics) drawn as swatches and chips.
// The input covers its label, so a click or tap always lands on the control itself.
const radio = 'absolute inset-0 z-10 m-0 cursor-pointer appearance-none rounded-[inherit] disabled:cursor-not-allowed';

export function ColorPicker({
  colors,
  value,
  onChange,
}: {
  colors: ProductColor[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const name = useId();
  const chosen = colors.find((c) => c.id === value);
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        Colour: <span className="font-normal text-stone-600">{chosen ? chosen.name : 'Select a colour'}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-3">
        {colors.map((c) => (
          <label
            key={c.id}
            className="relative w-[4.5rem] rounded-lg text-center has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
          >
            <input
              type="radio"
              name={name}
              value={c.id}
              checked={value === c.id}
              onChange={() => onChange(c.id)}
              className={radio}
              data-testid={`color-${c.id}`}
            />
            <span
              className={`block overflow-hidden rounded-lg border-2 p-0.5 transition ${
                value === c.id ? 'border-ink' : 'border-transparent hover:border-stone-300'
              }`}
            >
              <Picture
                src={c.thumbnail || c.images[0] || ''}
                alt=""
                sizes="64px"
                widths={THUMB_WIDTHS}
                className="block overflow-hidden rounded-md"
              />
            </span>
            <span className="mt-1 block text-xs leading-tight text-stone-700">{c.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function SizeButtons({
  options,
  value,
  onChange,
}: {
  options: SizeOption[];
  value: string | null;
  onChange: (size: string) => void;
}) {
  const name = useId();
  if (options.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">
        Size: <span className="font-normal text-stone-600">{value ?? 'Select a size'}</span>
      </legend>
      <div className="mt-3 flex flex-wrap gap-2">
        {options.map(({ size, enabled }) => {
          const checked = value === size;
          return (
            <label
              key={size}
              className={`relative grid h-11 min-w-12 place-items-center rounded-md border px-3 text-sm font-semibold transition has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600 ${
                !enabled
                  ? 'border-stone-200 bg-stone-50 text-stone-400 line-through'
                  : checked
                    ? 'border-ink bg-ink text-white'
                    : 'border-stone-300 bg-white text-ink hover:border-ink'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={size}
                checked={checked}
                disabled={!enabled}
                onChange={() => onChange(size)}
                className={radio}
              />
              {size}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
