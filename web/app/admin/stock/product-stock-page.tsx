import type { ProductStock, StockCell } from '@store/contract/admin-stock';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, btnQuiet, input } from '../format';
import { useAdminData } from '../use-admin';
import { moveFocus, useStockEdits } from './stock-edits';
import { StockNav } from './stock-nav';

export const meta = () => [{ title: 'Product stock · Console' }, { name: 'robots', content: 'noindex' }];

/** One product's stock as colours by sizes: on hand to type, what is held and left to sell beneath. */
export default function ProductStockPage() {
  const id = Number(useParams().id);
  const { data, error, reload } = useAdminData<ProductStock>(`/stock/products/${id}`);
  const cells = data?.cells ?? [];
  const edits = useStockEdits(cells, reload);
  if (error)
    return (
      <p role="alert" className="text-rose-800">
        {error.message}
      </p>
    );
  if (!data) return <p className="text-stone-600">Loading…</p>;
  const at = (colorId: number, size: string) => cells.find((c) => c.color_id === colorId && c.size === size);
  return (
    <div className="space-y-4">
      <StockNav current="product" />
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h2 className="text-lg font-semibold">{data.product.name}</h2>
        {!data.product.active && <span className="rounded bg-stone-200 px-2 text-xs">draft</span>}
        <Link to={`/admin/products/${id}`} className="text-sm text-indigo-800 underline">
          Edit product
        </Link>
      </div>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void edits.save();
        }}
        className="space-y-3"
      >
        <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
          <table className="text-sm">
            <caption className="sr-only">On hand per colour and size</caption>
            <thead className="bg-stone-100">
              <tr>
                <th scope="col" className="sticky left-0 bg-stone-100 px-3 py-2 text-left">
                  Colour
                </th>
                {data.sizes.map((s) => (
                  <th key={s} scope="col" className="px-2 py-2 text-left">
                    {s}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-200">
              {data.colors.map((c) => (
                <tr key={c.id}>
                  <th scope="row" className="sticky left-0 z-[1] bg-white px-3 py-2 text-left align-top font-medium">
                    <span className="mr-2 inline-block size-3 rounded-full border" style={{ background: c.hex }} />
                    {c.name}
                  </th>
                  {data.sizes.map((s) => {
                    const cell = at(c.id, s);
                    return (
                      <td key={s} className="px-2 py-2 align-top">
                        {cell ? (
                          <Cell cell={cell} color={c.name} edits={edits} />
                        ) : (
                          <span className="text-stone-400">—</span>
                        )}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <button type="submit" className={btnPrimary} disabled={edits.saving || edits.changed.length === 0}>
            {edits.saving ? 'Saving…' : 'Save stock'}
          </button>
          <p
            aria-live="polite"
            className={`text-sm ${edits.status?.tone === 'error' ? 'text-rose-800' : 'text-emerald-800'}`}
          >
            {edits.status?.text}
          </p>
        </div>
      </form>
      <SkuCodes cells={cells} colors={data.colors} onSaved={reload} />
    </div>
  );
}

function Cell({ cell, color, edits }: { cell: StockCell; color: string; edits: ReturnType<typeof useStockEdits> }) {
  const typed = edits.typed[cell.sku_id];
  const dirty = typed !== undefined && typed !== String(cell.on_hand);
  const err = edits.errors[cell.sku_id];
  const id = `cell-${cell.sku_id}`;
  return (
    <div className="w-20 sm:w-24">
      <label htmlFor={id} className="sr-only">
        {color} {cell.size} on hand
      </label>
      <input
        id={id}
        data-stock-cell
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={err ? true : undefined}
        aria-describedby={`${id}-info${err ? ` ${id}-err` : ''}`}
        value={typed ?? String(cell.on_hand)}
        onChange={(e) => edits.type(cell.sku_id, e.currentTarget.value)}
        onKeyDown={moveFocus}
        onFocus={(e) => e.currentTarget.select()}
        className={`${input} min-h-9 text-right tabular-nums ${err ? 'border-rose-600 ring-1 ring-rose-600' : dirty ? 'border-amber-600 bg-amber-50' : ''}`}
      />
      <p id={`${id}-info`} className="mt-0.5 text-xs text-stone-600">
        {cell.available} to sell{cell.reserved > 0 ? `, ${cell.reserved} held` : ''}
      </p>
      {err && (
        <p id={`${id}-err`} className="text-xs text-rose-800">
          {err}
        </p>
      )}
    </div>
  );
}

/** The owner's own SKU codes (blank: the derived product-colour-size code is used). */
function SkuCodes({
  cells,
  colors,
  onSaved,
}: {
  cells: StockCell[];
  colors: ProductStock['colors'];
  onSaved: () => void;
}) {
  const [typed, setTyped] = useState<Record<number, string>>({});
  const [note, setNote] = useState<Record<number, string>>({});
  const saveCode = async (c: StockCell) => {
    const code = (typed[c.sku_id] ?? c.code ?? '').trim();
    try {
      await adminApi(`/stock/skus/${c.sku_id}/code`, { body: { code: code || null } });
      setNote((n) => ({ ...n, [c.sku_id]: 'Saved' }));
      onSaved();
    } catch (e) {
      const err = e as AdminError;
      setNote((n) => ({ ...n, [c.sku_id]: err.fields.code ?? err.message }));
    }
  };
  const colorName = (id: number) => colors.find((c) => c.id === id)?.name ?? '';
  return (
    <details className="rounded-lg border border-stone-200 bg-white p-3">
      <summary className="cursor-pointer font-semibold">SKU codes</summary>
      <p className="mt-1 text-sm text-stone-600">
        Your own code for each size, used in the stock CSV. Leave it blank to use the code shown.
      </p>
      <ul className="mt-2 divide-y divide-stone-200">
        {cells.map((c) => {
          const id = `code-${c.sku_id}`;
          return (
            <li key={c.sku_id} className="flex flex-wrap items-center gap-2 py-2 text-sm">
              <label htmlFor={id} className="w-32">
                {colorName(c.color_id)} · {c.size}
              </label>
              <input
                id={id}
                className={`${input} min-h-9 w-48 font-mono`}
                placeholder={c.code ? '' : c.sku}
                value={typed[c.sku_id] ?? c.code ?? ''}
                maxLength={40}
                onChange={(e) => {
                  const v = e.currentTarget.value;
                  setTyped((t) => ({ ...t, [c.sku_id]: v }));
                }}
              />
              <button type="button" className={btnQuiet} onClick={() => saveCode(c)}>
                Save code
              </button>
              <span aria-live="polite" className="text-xs text-stone-700">
                {note[c.sku_id]}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
