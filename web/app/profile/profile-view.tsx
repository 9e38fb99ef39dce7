import { Suspense, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { AccountSettings } from '../account/account-settings';
import { logout, type StoredUser, userState } from '../auth/auth-store';
import { useAuthData } from '../auth/use-auth-data';
import { LoadBoundary, retryableLazy } from '../ui/load-boundary';
import { Spinner } from '../ui/spinner';
import { secondaryButton } from '../ui/styles';
import { isTab, ProfileTabs, panelId, TABS, type TabId, tabId } from './profile-tabs';

// The Account Settings tab shows first; the other two load when chosen, or as the pointer or
// focus reaches their tab. Orders with its dialogs and the address book are 5 KB of the page's
// JavaScript that a visitor changing a name never needs.
const loadOrders = () => import('./orders-tab').then((m) => m.OrdersTab);
const loadAddresses = () => import('../account/address-list').then((m) => m.AddressList);
const OrdersTab = retryableLazy(loadOrders);
const AddressList = retryableLazy(loadAddresses);
const preloadTab = (id: TabId) => {
  if (id === 'orders') loadOrders().catch(() => {});
  if (id === 'addresses') loadAddresses().catch(() => {});
};

/** /profile for a logged-in visitor: sidebar (name, email, Logout, tabs) and the chosen tab. */
export function ProfileView({ user, leaving }: { user: StoredUser; leaving: React.MutableRefObject<boolean> }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  // A payment's return (?payment=…) is read by the orders tab, so it opens that tab whatever
  // ?tab= says: /profile?payment=success used to show nothing and keep the paid-for cart.
  const requested = params.has('payment') ? 'orders' : params.get('tab');
  const [tab, setTab] = useState<TabId>(isTab(requested) ? requested : 'account');
  const [loggingOut, setLoggingOut] = useState(false);

  // Back/forward between ?tab= values, and links to /profile?tab=orders from elsewhere.
  useEffect(() => {
    if (isTab(requested)) setTab(requested);
  }, [requested]);

  // Confirm the stored login with the server: a token it no longer accepts logs out (authApi),
  // and the stored user picks up changes made elsewhere.
  useAuthData('GET /auth/me', { onLoad: refreshStoredUser });

  const select = (id: TabId) => {
    setTab(id);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set('tab', id);
        next.delete('payment');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  async function onLogout() {
    setLoggingOut(true);
    leaving.current = true;
    await logout();
    navigate('/login', { replace: true });
  }

  return (
    <main className="mx-auto grid max-w-6xl gap-6 px-4 py-8 md:grid-cols-[16rem_1fr] md:gap-8 md:py-12">
      <aside className="space-y-5 md:sticky md:top-6 md:self-start">
        <div className="flex items-center gap-3 rounded-xl border border-stone-200 p-4">
          <span
            aria-hidden="true"
            className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-700"
          >
            {user.name.trim().charAt(0).toUpperCase() || '?'}
          </span>
          <div className="min-w-0">
            <h1 className="break-words text-lg font-semibold leading-snug" data-testid="profile-name">
              {user.name}
            </h1>
            <p className="break-all text-sm text-stone-600" data-testid="profile-email">
              {user.email}
            </p>
          </div>
        </div>
        <ProfileTabs selected={tab} onSelect={select} onIntent={preloadTab} />
        <LogoutButton className="hidden md:block" busy={loggingOut} onClick={onLogout} />
      </aside>
      {TABS.map((t) => (
        <div
          key={t.id}
          role="tabpanel"
          id={panelId(t.id)}
          aria-labelledby={tabId(t.id)}
          hidden={t.id !== tab}
          className="min-w-0 rounded-xl border border-stone-200 p-4 sm:p-6"
        >
          {t.id === tab && <Panel id={t.id} user={user} />}
        </div>
      ))}
      {/* On a phone the sidebar sits above the tab content: Logout goes below it instead. */}
      <LogoutButton className="md:hidden" busy={loggingOut} onClick={onLogout} />
    </main>
  );
}

const refreshStoredUser = (data: StoredUser) =>
  userState.set((prev) => (prev ? { ...prev, ...data, guest: data.guest ?? prev.guest } : prev));

function LogoutButton({ className, busy, onClick }: { className: string; busy: boolean; onClick: () => void }) {
  return (
    <div className={className}>
      <button
        type="button"
        className={`${secondaryButton} w-full`}
        onClick={onClick}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy && <Spinner />}
        Logout
      </button>
    </div>
  );
}

function Panel({ id, user }: { id: TabId; user: StoredUser }) {
  if (id === 'account') return <AccountSettings user={user} />;
  const Tab = id === 'addresses' ? AddressList : OrdersTab;
  return (
    <LoadBoundary key={id} onRetry={Tab.retry}>
      <Suspense fallback={<Spinner className="mx-auto my-8 h-6 w-6 text-stone-400" />}>
        <Tab />
      </Suspense>
    </LoadBoundary>
  );
}
