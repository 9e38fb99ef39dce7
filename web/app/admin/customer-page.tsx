import type { BoardOrder } from '@store/contract/admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../lib/link';
import { type AdminError, adminApi } from './admin-api';
import { BackLink } from './back-link';
import { Card } from './card';
import { btnQuiet, inr, PAYMENT_STATE_LABEL, when } from './format';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Customer · Console' }, { name: 'robots', content: 'noindex' }];

interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string;
  guest: boolean;
  created_at: string;
  blocked: { reason: string; at: string } | null;
  orders: BoardOrder[];
  addresses: { id: number; name: string; phone_number: string; line: string }[];
  reviews: { id: number; product: string; rating: number; title: string; comment: string; at: string }[];
  messages: { id: number; subject: string; message: string; at: string }[];
}

export default function CustomerPage() {
  const { id } = useParams();
  const { data: c, error, reload } = useAdminData<Customer>(`/customers/${Number(id) || 0}`);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  if (error) return <p role="alert">{error.message}</p>;
  if (!c) return <p aria-live="polite">Loading…</p>;
  const toggleBlock = async () => {
    setStatus(null);
    try {
      if (c.blocked) {
        if (!window.confirm(`Unblock ${c.name}?`)) return;
        await adminApi(`/customers/${c.id}/unblock`, { method: 'POST' });
      } else {
        const reason = window.prompt(`Block ${c.name}: the reason (they are shown it when they log in)`);
        if (!reason?.trim()) return;
        await adminApi(`/customers/${c.id}/block`, { body: { reason: reason.trim() } });
      }
      setStatus({ ok: true, text: c.blocked ? 'Unblocked.' : 'Blocked: their sessions have ended.' });
      reload();
    } catch (err) {
      setStatus({ ok: false, text: (err as AdminError).message });
    }
  };
  return (
    <div className="space-y-4">
      <p>
        <BackLink to="/admin/customers">Customers</BackLink>
      </p>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{c.name}</h1>
        <button type="button" className={btnQuiet} onClick={toggleBlock}>
          {c.blocked ? 'Unblock' : 'Block'}
        </button>
      </div>
      <p className="text-sm text-stone-700">
        {c.email} · {c.phone} · {c.guest ? 'guest' : 'account'} since {when(c.created_at)}
      </p>
      {c.blocked && (
        <p className="rounded-md bg-red-50 p-3 text-sm text-red-900">
          Blocked {when(c.blocked.at)}: {c.blocked.reason}
        </p>
      )}
      <p role="status" aria-live="polite" className={status?.ok === false ? 'text-red-700' : 'text-emerald-800'}>
        {status?.text}
      </p>
      <Card id="c-orders" title="Orders">
        {c.orders.length === 0 && <p className="text-sm text-stone-600">No orders.</p>}
        <ul className="divide-y divide-stone-200 text-sm">
          {c.orders.map((o) => (
            <li key={o.id} className="flex flex-wrap justify-between gap-2 py-2">
              <span>
                <Link to={`/admin/orders/${o.id}`} className="font-semibold text-indigo-800 underline">
                  {o.order_number}
                </Link>{' '}
                {when(o.created_at)} · {o.status} · {PAYMENT_STATE_LABEL[o.payment_state] ?? o.payment_state}
              </span>
              <span className="font-semibold">{inr(o.total)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <div className="grid gap-4 md:grid-cols-3">
        <Card id="c-addr" title="Addresses">
          <ul className="space-y-2 text-sm">
            {c.addresses.map((a) => (
              <li key={a.id}>
                {a.name}, {a.line} · {a.phone_number}
              </li>
            ))}
          </ul>
        </Card>
        <Card id="c-rev" title="Reviews">
          <ul className="space-y-2 text-sm">
            {c.reviews.map((r) => (
              <li key={r.id}>
                {r.rating}/5 on {r.product}: {r.title} {r.comment}
                <span className="block text-xs text-stone-600">{when(r.at)}</span>
              </li>
            ))}
          </ul>
        </Card>
        <Card id="c-msg" title="Messages">
          <ul className="space-y-2 text-sm">
            {c.messages.map((m) => (
              <li key={m.id}>
                <span className="font-medium">{m.subject}</span>: {m.message}
                <span className="block text-xs text-stone-600">{when(m.at)}</span>
              </li>
            ))}
          </ul>
        </Card>
      </div>
    </div>
  );
}
