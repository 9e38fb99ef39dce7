import type { Glance } from '@store/contract/admin';
import { Link } from '../lib/link';
import { inr } from './format';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Today · Console' }, { name: 'robots', content: 'noindex' }];

function Tile({ to, title, value, note }: { to?: string; title: string; value: string | number; note?: string }) {
  const body = (
    <>
      <span className="block text-sm font-medium text-stone-600">{title}</span>
      <span className="mt-1 block text-2xl font-bold text-stone-900">{value}</span>
      {note && <span className="mt-0.5 block text-sm text-stone-600">{note}</span>}
    </>
  );
  const cls = 'block rounded-lg border border-stone-200 bg-white p-4';
  return to ? (
    <Link to={to} className={`${cls} hover:border-indigo-400 hover:shadow-sm`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

/** Today at a glance: each tile opens the board filtered to what it counts. */
export default function GlancePage() {
  const { data: g, error } = useAdminData<Glance>('/glance');
  if (error) return <p role="alert">{error.message}</p>;
  if (!g) return <p aria-live="polite">Loading…</p>;
  const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">Today at a glance</h1>
      <section aria-labelledby="work" className="space-y-2">
        <h2 id="work" className="text-base font-semibold text-stone-700">
          Waiting for you
        </h2>
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Tile to="/admin/orders?line=to_ship" title="Orders to ship" value={g.to_ship} />
          <Tile to="/admin/orders?line=exchange" title="Exchange requests" value={g.exchanges} />
          <Tile
            to="/admin/orders?pay=refund_due"
            title="Refunds due"
            value={g.refunds_due.count}
            note={inr(g.refunds_due.amount)}
          />
          <Tile
            to="/admin/orders?cod=uncollected"
            title="COD cash to collect"
            value={g.cod_to_collect.count}
            note={inr(g.cod_to_collect.amount)}
          />
        </div>
      </section>
      <section aria-labelledby="sales" className="space-y-2">
        <h2 id="sales" className="text-base font-semibold text-stone-700">
          Orders placed
        </h2>
        <div className="grid grid-cols-3 gap-3">
          <Tile
            to={`/admin/orders?status=placed&from=${today}`}
            title="Today"
            value={g.orders.today}
            note={g.revenue ? inr(g.revenue.today) : undefined}
          />
          <Tile title="Last 7 days" value={g.orders.d7} note={g.revenue ? inr(g.revenue.d7) : undefined} />
          <Tile title="Last 30 days" value={g.orders.d30} note={g.revenue ? inr(g.revenue.d30) : undefined} />
        </div>
      </section>
      <section aria-labelledby="stock" className="space-y-2">
        <h2 id="stock" className="text-base font-semibold text-stone-700">
          Low on stock (3 or fewer)
        </h2>
        {g.low_stock.length === 0 ? (
          <p className="text-sm text-stone-600">Nothing is running low.</p>
        ) : (
          <ul className="divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white">
            {g.low_stock.map((s) => (
              <li key={`${s.product_id}-${s.color}-${s.size}`} className="flex justify-between gap-3 px-4 py-2 text-sm">
                <span>
                  {s.name}{' '}
                  <span className="text-stone-600">
                    ({s.color}, {s.size})
                  </span>
                </span>
                <span className={s.stock === 0 ? 'font-semibold text-red-700' : 'text-stone-800'}>
                  {s.stock === 0 ? 'Sold out' : `${s.stock} left`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
