import type { StaffMe } from '@store/contract/admin';
import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import './admin.css';
import { Link } from '../lib/link';
import { type AdminError, adminApi, setCsrf } from './admin-api';
import { btnQuiet } from './format';
import { MeContext } from './use-admin';

export const meta = () => [{ title: 'Console' }, { name: 'robots', content: 'noindex' }];

const NAV = [
  { to: '/admin', label: 'Today', end: true },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/reviews', label: 'Reviews' },
  { to: '/admin/products', label: 'Products', owner: true },
  { to: '/admin/stock', label: 'Stock', owner: true },
  { to: '/admin/content', label: 'Home and pages', owner: true },
  { to: '/admin/coupons', label: 'Coupons', owner: true },
  { to: '/admin/settings', label: 'Settings', owner: true },
  { to: '/admin/staff', label: 'Staff', owner: true },
  { to: '/admin/audit', label: 'Audit log', owner: true },
];

/**
 * The console's shell. Its data comes from the browser (the session cookie is HttpOnly and
 * sent by the browser only), so the server renders the frame and a loading state.
 */
export default function AdminLayout() {
  const [me, setMe] = useState<StaffMe | null>(null);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  // once per load of the console: later requests answer 401 themselves if the session ends
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    adminApi<StaffMe>('/session').then(
      (m) => {
        setCsrf(m.csrf_token);
        if (m.must_change_password) navigate('/admin/password', { replace: true });
        else setMe(m);
      },
      (e: AdminError) => {
        const next = encodeURIComponent(pathname + search);
        if (e.status === 401 || e.status === 403) navigate(`/admin/login?next=${next}`, { replace: true });
      },
    );
  }, []);
  const logout = async () => {
    await adminApi('/auth/logout', { method: 'POST' }).catch(() => undefined);
    navigate('/admin/login', { replace: true });
  };
  return (
    <div className="min-h-screen bg-stone-50 text-stone-900">
      <header className="sticky top-0 z-20 border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2 md:px-6">
          <Link to="/admin" className="text-base font-bold text-indigo-800">
            Vastra console
          </Link>
          <nav aria-label="Console" className="order-3 -mx-1 flex w-full gap-1 overflow-x-auto md:order-none md:w-auto">
            {NAV.filter((n) => !n.owner || me?.role === 'owner').map((n) => {
              const current = n.end ? pathname === n.to : pathname.startsWith(n.to);
              return (
                <Link
                  key={n.to}
                  to={n.to}
                  aria-current={current ? 'page' : undefined}
                  className={`whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium ${current ? 'bg-indigo-50 text-indigo-900' : 'text-stone-700 hover:bg-stone-100'}`}
                >
                  {n.label}
                </Link>
              );
            })}
          </nav>
          <div className="ml-auto flex items-center gap-2 text-sm">
            {me && (
              <span className="hidden text-stone-600 sm:inline">
                {me.email} ({me.role})
              </span>
            )}
            <button type="button" className={btnQuiet} onClick={logout}>
              Log out
            </button>
          </div>
        </div>
      </header>
      <main className="mx-auto max-w-7xl px-3 py-4 md:px-6 md:py-6">
        {me ? (
          <MeContext.Provider value={me}>
            <Outlet />
          </MeContext.Provider>
        ) : (
          <p aria-live="polite" className="text-stone-600">
            Loading…
          </p>
        )}
      </main>
    </div>
  );
}
