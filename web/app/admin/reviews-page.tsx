import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import { type AdminError, adminApi } from './admin-api';
import { btnPrimary, btnQuiet, input, label, when } from './format';
import { Pager } from './pager';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Reviews · Console' }, { name: 'robots', content: 'noindex' }];

interface Row {
  id: number;
  product: { id: number; name: string; slug: string };
  customer_id: number | null;
  name: string;
  rating: number;
  title: string;
  comment: string;
  verified_buyer: boolean;
  at: string;
  hidden: { reason: string; at: string } | null;
}

/** Reviews newest first; the filters live in the URL, so a filtered list can be bookmarked. */
export default function ReviewsPage() {
  const [params, setParams] = useSearchParams();
  const filters = {
    state: params.get('state') ?? '',
    q: params.get('q') ?? '',
    rating: params.get('rating') ?? '',
  };
  const page = Number(params.get('page')) || 1;
  const query = (p: number) =>
    new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, v]) => v)), page: String(p) });
  const { data, error, loading, reload } = useAdminData<{ reviews: Row[]; total: number; page_size: number }>(
    `/reviews?${query(page)}`,
  );
  const [status, setStatus] = useState('');
  const toggle = async (r: Row) => {
    try {
      if (r.hidden) {
        if (!window.confirm(`Show ${r.name}’s review of ${r.product.name} again?`)) return;
        await adminApi(`/reviews/${r.id}/show`, { method: 'POST' });
      } else {
        const reason = window.prompt(`Hide ${r.name}’s review of ${r.product.name}: the reason`);
        if (!reason?.trim()) return;
        await adminApi(`/reviews/${r.id}/hide`, { body: { reason: reason.trim() } });
      }
      setStatus(r.hidden ? 'Shown again: it counts in the product’s rating.' : 'Hidden: it no longer counts.');
      reload();
    } catch (err) {
      setStatus((err as AdminError).message);
    }
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Reviews</h1>
      <form
        className="grid gap-2 sm:grid-cols-[1fr_auto_auto_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          setParams(
            Object.fromEntries(
              ['q', 'state', 'rating'].map((k) => [k, String(f.get(k) ?? '').trim()]).filter(([, v]) => v),
            ),
          );
        }}
      >
        <div>
          <label htmlFor="rq" className={label}>
            Product
          </label>
          <input id="rq" name="q" type="search" key={filters.q} defaultValue={filters.q} className={input} />
        </div>
        <div>
          <label htmlFor="rstate" className={label}>
            Shown
          </label>
          <select id="rstate" name="state" key={filters.state} defaultValue={filters.state} className={input}>
            <option value="">All</option>
            <option value="visible">Visible</option>
            <option value="hidden">Hidden</option>
          </select>
        </div>
        <div>
          <label htmlFor="rrating" className={label}>
            Stars
          </label>
          <select id="rrating" name="rating" key={filters.rating} defaultValue={filters.rating} className={input}>
            <option value="">Any</option>
            {[5, 4, 3, 2, 1].map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={btnPrimary}>
          Filter
        </button>
      </form>
      <p role="status" aria-live="polite" className="text-sm text-stone-700">
        {error ? error.message : status || (loading ? 'Loading…' : data ? `${data.total} reviews` : '')}
      </p>
      <ul className="space-y-3">
        {data?.reviews.map((r) => (
          <li
            key={r.id}
            className={`rounded-lg border p-4 text-sm ${r.hidden ? 'border-stone-300 bg-stone-100' : 'border-stone-200 bg-white'}`}
          >
            <div className="flex flex-wrap justify-between gap-2">
              <h2 className="font-semibold">
                <span aria-hidden="true">{'★'.repeat(r.rating)}</span>
                <span className="sr-only">{r.rating} of 5 stars</span> {r.title}
              </h2>
              <span className="text-xs text-stone-600">{when(r.at)}</span>
            </div>
            <p className="mt-1 text-stone-700">
              {r.customer_id ? (
                <Link to={`/admin/customers/${r.customer_id}`} className="text-indigo-800 underline">
                  {r.name}
                </Link>
              ) : (
                r.name
              )}
              {r.verified_buyer && ' · verified buyer'} on{' '}
              <a href={`/product/${r.product.id}/${r.product.slug}`} className="text-indigo-800 underline">
                {r.product.name}
              </a>
            </p>
            <p className="mt-2 whitespace-pre-wrap">{r.comment}</p>
            {r.hidden && (
              <p className="mt-2 font-medium text-red-800">
                Hidden {when(r.hidden.at)}: {r.hidden.reason}
              </p>
            )}
            <button type="button" className={`${btnQuiet} mt-3`} onClick={() => toggle(r)}>
              {r.hidden ? 'Show again' : 'Hide'}
            </button>
          </li>
        ))}
      </ul>
      {pages > 1 && <Pager page={page} pages={pages} to={(p) => `?${query(p)}`} />}
    </div>
  );
}
