import type { BoardOrder, BoardPage } from '@store/contract/admin';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import { type AdminError, adminApi } from './admin-api';
import { btnPrimary, btnQuiet, count, input, inr, label, PAYMENT_STATE_LABEL, STATUS_TONE, when } from './format';
import { LoadStatus } from './load-status';
import { Pager } from './pager';
import { SearchField } from './search-field';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Orders · Console' }, { name: 'robots', content: 'noindex' }];

const FILTERS: { name: string; label: string; options: [string, string][] }[] = [
  {
    name: 'line',
    label: 'Lines',
    options: [
      ['to_ship', 'To ship'],
      ['shipped', 'Shipped'],
      ['out_for_delivery', 'Out for delivery'],
      ['delivered', 'Delivered'],
      ['exchange', 'Exchange requested'],
      ['cancelled', 'Cancelled'],
    ],
  },
  {
    name: 'status',
    label: 'Order',
    options: [
      ['placed', 'Placed'],
      ['pending_payment', 'Awaiting payment'],
      ['payment_failed', 'Payment failed'],
      ['expired', 'Expired'],
      ['cancelled', 'Cancelled'],
    ],
  },
  {
    name: 'mode',
    label: 'Payment mode',
    options: [
      ['Online', 'Online'],
      ['Cash On Delivery', 'Cash on delivery'],
    ],
  },
  {
    name: 'pay',
    label: 'Payment',
    options: Object.entries(PAYMENT_STATE_LABEL).filter(([k]) => k !== 'cancelled'),
  },
];
const KEYS = ['q', 'line', 'status', 'mode', 'pay', 'from', 'to', 'pincode', 'state', 'cod'];

/** Every order, newest first; the URL holds the search and filters, so a view can be bookmarked. */
export default function BoardPageRoute() {
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams([...params].filter(([k, v]) => (KEYS.includes(k) || k === 'page') && v));
  const { data, error, loading, reload } = useAdminData<BoardPage>(`/board?${query}`);
  const [selected, setSelected] = useState<number[]>([]);
  const apply = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next = new URLSearchParams();
    for (const k of KEYS) {
      const v = String(f.get(k) ?? params.get(k) ?? '').trim();
      if (v && f.has(k)) next.set(k, v);
    }
    if (params.get('cod')) next.set('cod', params.get('cod') as string);
    setSelected([]);
    setParams(next);
  };
  const page = data?.page ?? 1;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  const pageLink = (n: number) => {
    const p = new URLSearchParams(query);
    p.set('page', String(n));
    return `?${p}`;
  };
  const toggle = (id: number) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Orders</h1>
      <section aria-label="Find orders">
        <form onSubmit={apply} className="space-y-3 rounded-lg border border-stone-200 bg-white p-3">
          <div className="flex gap-2">
            <SearchField
              id="q"
              label="Search by order number, phone, e-mail or name"
              placeholder="Order number, phone, e-mail or name"
              value={params.get('q') ?? ''}
            />
          </div>
          <details open={KEYS.slice(1).some((k) => params.get(k))}>
            <summary className="text-sm font-medium text-indigo-800">Filters</summary>
            <div className="mt-2 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-8" key={query.toString()}>
              {FILTERS.map((f) => (
                <div key={f.name}>
                  <label htmlFor={`f-${f.name}`} className={label}>
                    {f.label}
                  </label>
                  <select
                    id={`f-${f.name}`}
                    name={f.name}
                    defaultValue={params.get(f.name) ?? ''}
                    className={`${input} mt-1`}
                  >
                    <option value="">Any</option>
                    {f.options.map(([v, t]) => (
                      <option key={v} value={v}>
                        {t}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              {[
                ['from', 'From', 'date'],
                ['to', 'To', 'date'],
                ['pincode', 'Pincode', 'text'],
                ['state', 'State', 'text'],
              ].map(([name, text, type]) => (
                <div key={name}>
                  <label htmlFor={`f-${name}`} className={label}>
                    {text}
                  </label>
                  <input
                    id={`f-${name}`}
                    name={name}
                    type={type}
                    inputMode={name === 'pincode' ? 'numeric' : undefined}
                    defaultValue={params.get(name) ?? ''}
                    className={`${input} mt-1`}
                  />
                </div>
              ))}
            </div>
            <div className="mt-3 flex gap-2">
              <button type="submit" className={btnPrimary}>
                Apply
              </button>
              <Link to="/admin/orders" className={btnQuiet}>
                Clear
              </Link>
            </div>
          </details>
        </form>
      </section>
      {params.get('cod') && (
        <p className="text-sm text-stone-700">
          Showing COD orders delivered whose cash is not yet collected.{' '}
          <Link to="/admin/orders" className="text-indigo-800 underline">
            Show all
          </Link>
        </p>
      )}
      {selected.length > 0 && (
        <BulkBar
          ids={selected}
          onDone={() => {
            setSelected([]);
            reload();
          }}
        />
      )}
      <LoadStatus error={error} loading={loading} found={data ? count(data.total, 'order') : undefined} />
      {data && data.orders.length > 0 && (
        <>
          <OrderTable orders={data.orders} selected={selected} toggle={toggle} />
          <Pager page={page} pages={pages} to={pageLink} />
        </>
      )}
    </div>
  );
}

function OrderTable({
  orders,
  selected,
  toggle,
}: {
  orders: BoardOrder[];
  selected: number[];
  toggle: (id: number) => void;
}) {
  return (
    <div className="overflow-hidden rounded-lg border border-stone-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="hidden bg-stone-100 text-stone-700 md:table-header-group">
          <tr>
            <th scope="col" className="w-10 px-3 py-2">
              <span className="sr-only">Select</span>
            </th>
            <th scope="col" className="px-3 py-2">
              Order
            </th>
            <th scope="col" className="px-3 py-2">
              Customer
            </th>
            <th scope="col" className="px-3 py-2">
              Ship to
            </th>
            <th scope="col" className="px-3 py-2">
              Lines
            </th>
            <th scope="col" className="px-3 py-2">
              Payment
            </th>
            <th scope="col" className="px-3 py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {orders.map((o) => (
            <tr key={o.id} className="grid grid-cols-[2.5rem_1fr_auto] gap-x-2 px-1 py-2 md:table-row md:p-0">
              <td className="row-span-4 px-2 md:px-3 md:py-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={selected.includes(o.id)}
                  onChange={() => toggle(o.id)}
                  aria-label={`Select ${o.order_number}`}
                />
              </td>
              <td className="md:px-3 md:py-2">
                <Link to={`/admin/orders/${o.id}`} className="font-semibold text-indigo-800 underline">
                  {o.order_number}
                </Link>
                <span className="block text-xs text-stone-600">{when(o.created_at)}</span>
              </td>
              <td className="text-right font-semibold md:hidden">{inr(o.total)}</td>
              <td className="col-start-2 md:px-3 md:py-2">
                {o.customer.name}
                <span className="block text-xs text-stone-600">{o.customer.phone}</span>
              </td>
              <td className="col-start-2 text-stone-700 md:px-3 md:py-2">
                {o.city}, {o.state} {o.pin_code}
              </td>
              <td className="col-span-2 col-start-2 md:px-3 md:py-2">
                <ul className="flex flex-wrap gap-1">
                  {o.lines.map((l) => (
                    <li
                      key={l.id}
                      className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_TONE[l.tracking_status] ?? ''}`}
                    >
                      {l.quantity}× {l.product.length > 24 ? `${l.product.slice(0, 23)}…` : l.product}:{' '}
                      {l.tracking_status}
                    </li>
                  ))}
                </ul>
              </td>
              <td className="col-span-2 col-start-2 text-xs md:px-3 md:py-2 md:text-sm">
                {o.payment_mode === 'Cash On Delivery' ? 'COD' : 'Online'} ·{' '}
                {PAYMENT_STATE_LABEL[o.payment_state] ?? o.payment_state}
                {o.cod_collected_on && ' · cash collected'}
              </td>
              <td className="hidden text-right font-semibold md:table-cell md:px-3 md:py-2">{inr(o.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function BulkBar({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const ship = async (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const numbers = String(f.get('tracking_number'))
      .split(/[\s,]+/)
      .filter(Boolean);
    if (numbers.length !== 1 && numbers.length !== ids.length)
      return setMessage(`Give one tracking number for all, or ${ids.length}: one per selected order, in order`);
    if (!window.confirm(`Mark ${ids.length} order(s) Shipped with ${f.get('courier')}?`)) return;
    setBusy(true);
    try {
      const res = await adminApi<{ order_number: string; ok: boolean; error?: string }[]>('/bulk/ship', {
        body: {
          order_ids: ids,
          courier: f.get('courier'),
          tracking_number: numbers[0],
          ...(numbers.length > 1 && { tracking_numbers: numbers }),
        },
      });
      const failed = res.filter((r) => !r.ok);
      setMessage(
        `${res.length - failed.length} shipped.${failed.map((r) => ` ${r.order_number}: ${r.error}.`).join('')}`,
      );
      onDone();
    } catch (err) {
      setMessage((err as AdminError).message);
    }
    setBusy(false);
  };
  return (
    <section aria-label="Selected orders" className="rounded-lg border border-indigo-300 bg-indigo-50 p-3">
      <form onSubmit={ship} className="flex flex-wrap items-end gap-2">
        <p className="w-full text-sm font-semibold">{ids.length} selected</p>
        <div>
          <label htmlFor="bulk-courier" className={label}>
            Courier
          </label>
          <input id="bulk-courier" name="courier" required className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="bulk-tracking" className={label}>
            Tracking numbers (one per order, in order, or one for all)
          </label>
          <input id="bulk-tracking" name="tracking_number" required className={`${input} mt-1`} />
        </div>
        <button type="submit" disabled={busy} className={btnPrimary}>
          Mark Shipped
        </button>
        <a
          href={`/api/admin/packing-slips.pdf?ids=${ids.join(',')}`}
          target="_blank"
          rel="noreferrer"
          className={btnQuiet}
        >
          Packing slips (PDF)
        </a>
      </form>
      {message && (
        <p role="status" className="mt-2 text-sm">
          {message}
        </p>
      )}
    </section>
  );
}
