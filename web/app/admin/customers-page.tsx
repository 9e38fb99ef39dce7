import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import { count, inr, when } from './format';
import { LoadStatus } from './load-status';
import { Pager } from './pager';
import { SearchField } from './search-field';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Customers · Console' }, { name: 'robots', content: 'noindex' }];

interface Row {
  id: number;
  name: string;
  email: string;
  phone: string;
  guest: boolean;
  created_at: string;
  blocked: boolean;
  orders: number;
  spent: number;
}

export default function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Number(params.get('page')) || 1;
  const { data, error, loading } = useAdminData<{ customers: Row[]; total: number; page_size: number }>(
    `/customers?${new URLSearchParams({ ...(q && { q }), page: String(page) })}`,
  );
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Customers</h1>
      <form
        className="flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          const v = String(new FormData(e.currentTarget).get('q') ?? '').trim();
          setParams(v ? { q: v } : {});
        }}
      >
        <SearchField id="cq" label="Search by name, e-mail or mobile" placeholder="Name, e-mail or mobile" value={q} />
      </form>
      <LoadStatus error={error} loading={loading} found={data ? count(data.total, 'customer') : undefined} />
      <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
        {data?.customers.map((c) => (
          <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
            <span>
              <Link to={`/admin/customers/${c.id}`} className="font-semibold text-indigo-800 underline">
                {c.name}
              </Link>
              {c.blocked && (
                <span className="ml-2 rounded bg-red-100 px-1.5 text-xs font-semibold text-red-800">Blocked</span>
              )}
              {c.guest && <span className="ml-2 text-xs text-stone-600">guest</span>}
              <span className="block text-stone-700">
                {c.email} · {c.phone}
              </span>
            </span>
            <span className="text-right text-stone-700">
              {c.orders} orders · {inr(c.spent)}
              <span className="block text-xs">since {when(c.created_at)}</span>
            </span>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager page={page} pages={pages} to={(p) => `?${new URLSearchParams({ ...(q && { q }), page: String(p) })}`} />
      )}
    </div>
  );
}
