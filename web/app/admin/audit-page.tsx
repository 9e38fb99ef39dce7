import type { AuditEntry } from '@store/contract/admin';
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import { btnPrimary, btnQuiet, input, label, when } from './format';
import { useAdminData, useMe } from './use-admin';

export const meta = () => [{ title: 'Audit log · Console' }, { name: 'robots', content: 'noindex' }];

const KEYS = ['entity_type', 'entity_id', 'actor', 'action', 'before'];
const ENTITY_LINK: Record<string, (id: number) => string> = {
  order: (id) => `/admin/orders/${id}`,
  customer: (id) => `/admin/customers/${id}`,
  product: (id) => `/admin/products/${id}`,
};

/** Read-only: who did what to which order, line, customer or account, with before and after. */
export default function AuditPage() {
  const me = useMe();
  const [params, setParams] = useSearchParams();
  const query = new URLSearchParams([...params].filter(([k, v]) => KEYS.includes(k) && v));
  const { data, error, loading } = useAdminData<AuditEntry[]>(me?.role === 'owner' ? `/audit?${query}` : null);
  if (me?.role !== 'owner') return <p>Only the owner reads the audit log.</p>;
  const older = data && data.length === 50 ? data[data.length - 1].id : null;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Audit log</h1>
      <form
        key={query.toString()}
        className="grid grid-cols-2 items-end gap-2 rounded-lg border border-stone-200 bg-white p-3 md:grid-cols-5"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          setParams(Object.fromEntries(KEYS.slice(0, 4).flatMap((k) => (f.get(k) ? [[k, String(f.get(k))]] : []))));
        }}
      >
        <div>
          <label htmlFor="a-type" className={label}>
            On
          </label>
          <select
            id="a-type"
            name="entity_type"
            defaultValue={params.get('entity_type') ?? ''}
            className={`${input} mt-1`}
          >
            <option value="">Anything</option>
            <option value="order">Order</option>
            <option value="order_line">Order line</option>
            <option value="customer">Customer</option>
            <option value="staff">Staff account</option>
            <option value="product">Product</option>
          </select>
        </div>
        <div>
          <label htmlFor="a-id" className={label}>
            Id
          </label>
          <input
            id="a-id"
            name="entity_id"
            inputMode="numeric"
            defaultValue={params.get('entity_id') ?? ''}
            className={`${input} mt-1`}
          />
        </div>
        <div>
          <label htmlFor="a-actor" className={label}>
            By
          </label>
          <input id="a-actor" name="actor" defaultValue={params.get('actor') ?? ''} className={`${input} mt-1`} />
        </div>
        <div>
          <label htmlFor="a-action" className={label}>
            Action
          </label>
          <input
            id="a-action"
            name="action"
            placeholder="order.shipped"
            defaultValue={params.get('action') ?? ''}
            className={`${input} mt-1`}
          />
        </div>
        <button type="submit" className={btnPrimary}>
          Filter
        </button>
      </form>
      <p aria-live="polite" className="text-sm">
        {error ? <span role="alert">{error.message}</span> : loading ? 'Loading…' : ''}
      </p>
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white text-sm">
        {data?.map((e) => {
          const link = ENTITY_LINK[e.entity_type]?.(e.entity_id);
          return (
            <li key={e.id} className="px-4 py-2">
              <span className="font-medium">{e.action}</span> by {e.actor} on{' '}
              {link ? (
                <Link to={link} className="text-indigo-800 underline">
                  {e.entity_type} {e.entity_id}
                </Link>
              ) : (
                `${e.entity_type} ${e.entity_id}`
              )}{' '}
              <span className="text-stone-600">{when(e.at)}</span>
              <details className="mt-1">
                <summary className="text-xs text-indigo-800">Before and after</summary>
                <div className="mt-1 grid gap-2 md:grid-cols-2">
                  <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-xs">
                    {JSON.stringify(e.before, null, 2)}
                  </pre>
                  <pre className="overflow-x-auto rounded bg-stone-50 p-2 text-xs">
                    {JSON.stringify(e.after, null, 2)}
                  </pre>
                </div>
              </details>
            </li>
          );
        })}
      </ul>
      {older && (
        <Link
          to={`?${new URLSearchParams({ ...Object.fromEntries(query), before: String(older) })}`}
          className={btnQuiet}
        >
          Older entries
        </Link>
      )}
    </div>
  );
}
