import type { StockPage } from '@store/contract/admin-stock';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link';
import { btnPrimary, btnQuiet, input, label } from '../format';
import { Pager } from '../pager';
import { useAdminData } from '../use-admin';
import { moveFocus, useStockEdits } from './stock-edits';
import { StockNav } from './stock-nav';

export const meta = () => [{ title: 'Stock · Console' }, { name: 'robots', content: 'noindex' }];

const FILTERS = [
  ['', 'All sizes'],
  ['low', 'Low (1 to 4)'],
  ['out', 'Sold out'],
] as const;

/**
 * Every size of every product in one table: type the shelf counts, then save the changed
 * cells at once. Search and filter live in the URL; Enter and the arrows move between cells.
 */
export default function StockTablePage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const filter = params.get('filter') ?? '';
  const page = Number(params.get('page')) || 1;
  const query = (p: number) =>
    new URLSearchParams({ ...(q && { q }), ...(filter && { filter }), page: String(p) }).toString();
  const { data, error, loading, reload } = useAdminData<StockPage>(`/stock?${query(page)}`);
  const rows = data?.rows ?? [];
  const edits = useStockEdits(rows, reload);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const leave = (go: () => void) => {
    if (edits.changed.length === 0 || window.confirm('Leave without saving the changed counts?')) {
      edits.reset();
      go();
    }
  };

  return (
    <div className="space-y-4">
      <StockNav current="table" />
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const next = Object.fromEntries(
            ['q', 'filter'].map((k) => [k, String(f.get(k) ?? '').trim()]).filter(([, v]) => v),
          );
          leave(() => setParams(next));
        }}
      >
        <div>
          <label htmlFor="sq" className={label}>
            Product or SKU
          </label>
          <input id="sq" name="q" type="search" key={q} defaultValue={q} className={input} />
        </div>
        <div>
          <label htmlFor="sfilter" className={label}>
            Show
          </label>
          <select id="sfilter" name="filter" key={filter} defaultValue={filter} className={input}>
            {FILTERS.map(([v, text]) => (
              <option key={v} value={v}>
                {text}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={btnQuiet}>
          Search
        </button>
      </form>

      <form
        onSubmit={(e) => {
          e.preventDefault();
          void edits.save();
        }}
        className="space-y-3"
      >
        {error && (
          <p role="alert" className="text-sm text-rose-800">
            {error.message}
          </p>
        )}
        {loading && !data && <p className="text-sm text-stone-600">Loading…</p>}
        {data && rows.length === 0 && <p className="text-sm text-stone-600">No sizes match.</p>}
        {rows.length > 0 && (
          <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Stock per size: on hand is editable</caption>
              <thead className="bg-stone-100 text-stone-700">
                <tr>
                  <th scope="col" className="px-3 py-2">
                    Product
                  </th>
                  <th scope="col" className="hidden px-2 py-2 sm:table-cell">
                    Colour · size
                  </th>
                  <th scope="col" className="hidden px-2 py-2 md:table-cell">
                    SKU
                  </th>
                  <th scope="col" className="px-2 py-2 text-right" title="Pieces open orders hold (not yet shipped)">
                    Held
                  </th>
                  <th scope="col" className="px-2 py-2 text-right" title="What shoppers can still buy">
                    To sell
                  </th>
                  <th scope="col" className="w-24 px-2 py-2 sm:w-28 sm:px-3">
                    On hand
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-200">
                {rows.map((r) => {
                  const typed = edits.typed[r.sku_id];
                  const dirty = typed !== undefined && typed !== String(r.on_hand);
                  const err = edits.errors[r.sku_id];
                  const id = `oh-${r.sku_id}`;
                  return (
                    <tr key={r.sku_id} className={dirty ? 'bg-amber-50' : undefined}>
                      <td className="px-3 py-1.5">
                        <Link to={`/admin/stock/products/${r.product.id}`} className="text-indigo-800 underline">
                          {r.product.name}
                        </Link>
                        <div className="text-stone-700 sm:hidden">
                          {r.color} · {r.size}
                        </div>
                        <div className="break-all font-mono text-xs text-stone-600 md:hidden">{r.sku}</div>
                      </td>
                      <td className="hidden px-2 py-1.5 sm:table-cell">
                        {r.color} · {r.size}
                      </td>
                      <td className="hidden px-2 py-1.5 font-mono text-xs md:table-cell">{r.sku}</td>
                      <td className="px-2 py-1.5 text-right tabular-nums">{r.reserved}</td>
                      <td
                        className={`px-2 py-1.5 text-right tabular-nums ${r.available === 0 ? 'font-semibold text-rose-800' : ''}`}
                      >
                        {r.available}
                      </td>
                      <td className="px-2 py-1.5 sm:px-3">
                        <input
                          id={id}
                          aria-label={`${r.color} · ${r.size} on hand, ${r.product.name}`}
                          data-stock-cell
                          inputMode="numeric"
                          autoComplete="off"
                          aria-invalid={err ? true : undefined}
                          aria-describedby={err ? `${id}-err` : undefined}
                          value={typed ?? String(r.on_hand)}
                          onChange={(e) => edits.type(r.sku_id, e.currentTarget.value)}
                          onKeyDown={moveFocus}
                          onFocus={(e) => e.currentTarget.select()}
                          className={`${input} min-h-9 w-20 text-right sm:w-24 tabular-nums ${err ? 'border-rose-600 ring-1 ring-rose-600' : dirty ? 'border-amber-600' : ''}`}
                        />
                        {err && (
                          <p id={`${id}-err`} className="mt-1 max-w-[14rem] text-xs text-rose-800">
                            {err}
                          </p>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
        <div className="sticky bottom-0 z-10 flex flex-wrap items-center gap-2 border-t border-stone-200 bg-stone-50/95 py-2">
          <button type="submit" className={btnPrimary} disabled={edits.saving || edits.changed.length === 0}>
            {edits.saving
              ? 'Saving…'
              : `Save ${edits.changed.length || ''} ${edits.changed.length === 1 ? 'change' : 'changes'}`}
          </button>
          {edits.changed.length > 0 && (
            <button type="button" className={btnQuiet} onClick={edits.reset}>
              Undo
            </button>
          )}
          <p
            aria-live="polite"
            className={`text-sm ${edits.status?.tone === 'error' ? 'text-rose-800' : 'text-emerald-800'}`}
          >
            {edits.status?.text}
          </p>
        </div>
      </form>
      {data && data.total > data.page_size && <Pager page={page} pages={pages} to={(p) => `?${query(p)}`} />}
    </div>
  );
}
