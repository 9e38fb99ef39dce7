import { SIZES } from '@store/contract/constants';
import { btnQuiet, input, label } from '../format';
import { PhotoPicker } from '../photos/photo-picker';
import type { ColorRow } from './product-form';

interface Props {
  color: ColorRow;
  index: number;
  count: number;
  errors: string[];
  onChange(c: ColorRow): void;
  onMove(to: number): void;
  onRemove(): void;
}

/** One colour of the editor: name and swatch, its photos (the first is its thumbnail), sizes with stock. */
export function ColorEditor({ color, index, count, errors, onChange, onMove, onRemove }: Props) {
  const id = `c${color.key}`;
  const title = color.name || `Colour ${index + 1}`;
  const toggleSize = (size: (typeof SIZES)[number], on: boolean) =>
    onChange({
      ...color,
      sizes: on
        ? [...color.sizes, { size, stock: '0', reserved: 0, code: '' }].sort(
            (a, b) => SIZES.indexOf(a.size) - SIZES.indexOf(b.size),
          )
        : color.sizes.filter((s) => s.size !== size),
    });
  const setSize = (size: string, patch: Partial<ColorRow['sizes'][number]>) =>
    onChange({ ...color, sizes: color.sizes.map((s) => (s.size === size ? { ...s, ...patch } : s)) });
  return (
    <fieldset
      className="space-y-3 rounded-lg border border-stone-300 bg-white p-3"
      aria-describedby={errors.length ? `${id}-err` : undefined}
    >
      <legend className="px-1 text-sm font-semibold">{title}</legend>
      {errors.length > 0 && (
        <ul id={`${id}-err`} role="alert" className="list-disc pl-5 text-sm text-rose-800">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-[1fr_auto]">
        <div>
          <label htmlFor={`${id}-name`} className={label}>
            Colour name
          </label>
          <input
            id={`${id}-name`}
            value={color.name}
            onChange={(e) => onChange({ ...color, name: e.currentTarget.value })}
            className={`${input} mt-1`}
            maxLength={40}
            placeholder="e.g. Indigo"
          />
        </div>
        <div>
          <label htmlFor={`${id}-hex`} className={label}>
            Swatch
          </label>
          <div className="mt-1 flex items-center gap-2">
            <input
              type="color"
              aria-label={`Swatch of ${title}`}
              value={/^#[0-9a-f]{6}$/i.test(color.hex) ? color.hex : '#000000'}
              onChange={(e) => onChange({ ...color, hex: e.currentTarget.value })}
              className="h-10 w-12 cursor-pointer rounded border border-stone-400"
            />
            <input
              id={`${id}-hex`}
              value={color.hex}
              onChange={(e) => onChange({ ...color, hex: e.currentTarget.value })}
              className={`${input} w-28 font-mono`}
              maxLength={7}
            />
          </div>
        </div>
      </div>
      <PhotoPicker
        label={`Photos of ${title}`}
        value={color.images}
        onChange={(images) => onChange({ ...color, images })}
      />
      <div>
        <p className={label}>Sizes and stock</p>
        <div className="mt-1 flex flex-wrap gap-2">
          {SIZES.map((size) => {
            const on = color.sizes.some((s) => s.size === size);
            return (
              <label
                key={size}
                className={`flex min-h-10 cursor-pointer items-center gap-1 rounded-md border px-3 text-sm ${on ? 'border-indigo-700 bg-indigo-50 font-semibold' : 'border-stone-300'}`}
              >
                <input type="checkbox" checked={on} onChange={(e) => toggleSize(size, e.currentTarget.checked)} />
                {size}
              </label>
            );
          })}
        </div>
        {color.sizes.length > 0 && (
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr className="text-left text-stone-700">
                <th className="py-1 pr-2 font-medium">Size</th>
                <th className="py-1 pr-2 font-medium">On the shelf</th>
                <th className="py-1 font-medium">SKU code (optional)</th>
              </tr>
            </thead>
            <tbody>
              {color.sizes.map((s) => (
                <tr key={s.size}>
                  <td className="py-1 pr-2 font-semibold">{s.size}</td>
                  <td className="py-1 pr-2">
                    <input
                      aria-label={`Stock of ${title} ${s.size}`}
                      inputMode="numeric"
                      value={s.stock}
                      onChange={(e) => setSize(s.size, { stock: e.currentTarget.value.replace(/\D/g, '') })}
                      className={`${input} w-24`}
                    />
                    {s.reserved > 0 && (
                      <span className="text-xs text-stone-600"> +{s.reserved} held by open orders</span>
                    )}
                  </td>
                  <td className="py-1">
                    <input
                      aria-label={`SKU code of ${title} ${s.size}`}
                      value={s.code}
                      onChange={(e) => setSize(s.size, { code: e.currentTarget.value })}
                      className={`${input} font-mono`}
                      maxLength={40}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={btnQuiet}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Move ${title} up`}
        >
          Move up
        </button>
        <button
          type="button"
          className={btnQuiet}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move ${title} down`}
        >
          Move down
        </button>
        <button type="button" className={`${btnQuiet} text-rose-800`} onClick={onRemove}>
          Remove {title}
        </button>
      </div>
    </fieldset>
  );
}
