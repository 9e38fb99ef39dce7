import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Link } from '../lib/link';
import { type AdminError, adminApi } from './admin-api';
import { btnQuiet, when } from './format';
import { Pager } from './pager';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Messages · Console' }, { name: 'robots', content: 'noindex' }];

interface Message {
  id: number;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  at: string;
  read: boolean;
  customer_id: number | null;
}

/** The contact-us inbox: read/unread, reply from the staff's own mail app, or copy the address. */
export default function InboxPage() {
  const [params] = useSearchParams();
  const unreadOnly = params.get('unread') === '1';
  const page = Number(params.get('page')) || 1;
  const { data, error, reload } = useAdminData<{
    messages: Message[];
    unread: number;
    total: number;
    page_size: number;
  }>(`/messages?${new URLSearchParams({ ...(unreadOnly && { unread: '1' }), page: String(page) })}`);
  const [status, setStatus] = useState('');
  const mark = async (m: Message, read: boolean) => {
    try {
      await adminApi(`/messages/${m.id}/${read ? 'read' : 'unread'}`, { method: 'POST' });
      reload();
    } catch (err) {
      setStatus((err as AdminError).message);
    }
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).then(
      () => setStatus(`Copied ${text}`),
      () => setStatus(`Copy this address: ${text}`),
    );
  };
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-bold">Messages{data ? ` (${data.unread} unread)` : ''}</h1>
        <Link to={unreadOnly ? '/admin/messages' : '/admin/messages?unread=1'} className={btnQuiet}>
          {unreadOnly ? 'Show all' : 'Unread only'}
        </Link>
      </div>
      <p role="status" aria-live="polite" className="text-sm">
        {error?.message ?? status}
      </p>
      <ul className="space-y-3">
        {data?.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-lg border bg-white p-4 text-sm ${m.read ? 'border-stone-200' : 'border-indigo-400'}`}
          >
            <div className="flex flex-wrap justify-between gap-2">
              <h2 className="font-semibold">
                {m.read ? '' : <span className="mr-1 rounded bg-indigo-100 px-1.5 text-xs text-indigo-900">New</span>}
                {m.subject}
              </h2>
              <span className="text-xs text-stone-600">{when(m.at)}</span>
            </div>
            <p className="mt-1 text-stone-700">
              {m.customer_id ? (
                <Link to={`/admin/customers/${m.customer_id}`} className="text-indigo-800 underline">
                  {m.name}
                </Link>
              ) : (
                m.name
              )}{' '}
              · {m.email} · {m.phone}
            </p>
            <p className="mt-2 whitespace-pre-wrap">{m.message}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <a
                className={btnQuiet}
                href={`mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`}
                onClick={() => !m.read && mark(m, true)}
              >
                Reply by e-mail
              </a>
              <button type="button" className={btnQuiet} onClick={() => copy(m.email)}>
                Copy e-mail
              </button>
              <button type="button" className={btnQuiet} onClick={() => mark(m, !m.read)}>
                Mark {m.read ? 'unread' : 'read'}
              </button>
            </div>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          to={(p) => `?${new URLSearchParams({ ...(unreadOnly && { unread: '1' }), page: String(p) })}`}
        />
      )}
    </div>
  );
}
