import type { OrderDetail } from '@store/contract/order-detail';
import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useRequireUser } from '../../account/guards';
import { authApi } from '../../auth/auth-store';
import { pageMeta } from '../../layout/seo';
import { ApiError } from '../../lib/api';
import { Link } from '../../lib/link';
import { primaryButton } from '../../ui/styles';
import { useToast } from '../../ui/toast';
import type { Route } from './+types/order-page';
import { orderDate } from './order-line-card';
import { OrderView } from './order-view';
import { PaymentOutcomeBanner, usePaymentOutcome } from './payment-outcome';

export const meta: Route.MetaFunction = ({ matches, params }) =>
  pageMeta({
    title: `Order ${params.number}`,
    path: `/profile/orders/${params.number}`,
    matches,
    extra: [{ name: 'robots', content: 'noindex' }],
  });

type Loaded = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ok'; order: OrderDetail };

/**
 * /profile/orders/{order number}: one order as bought, what was charged, where it goes and how
 * each line travels (GET /api/payment/order/{number}); the shopper's own only. The login lives
 * in localStorage, so the server renders the frame and the browser fetches the order.
 */
export default function OrderPage() {
  const { number = '' } = useParams();
  const { user } = useRequireUser();
  const toast = useToast();
  const outcome = usePaymentOutcome();
  const [state, setState] = useState<Loaded>({ kind: 'loading' });
  const [busy, setBusy] = useState(false);

  const load = useCallback(
    (signal?: AbortSignal) =>
      authApi('GET /payment/order/:number', { params: { number }, signal })
        .then(({ data }) => setState({ kind: 'ok', order: data }))
        .catch((err) => {
          if (signal?.aborted) return;
          setState({ kind: err instanceof ApiError && err.status === 404 ? 'missing' : 'failed' });
        }),
    [number],
  );
  useEffect(() => {
    if (!user) return;
    const ctrl = new AbortController();
    load(ctrl.signal);
    return () => ctrl.abort();
  }, [user, load]);

  /** Pay the same order again: the test gateway's page, or Razorpay's widget on this page. */
  async function retry() {
    setBusy(true);
    try {
      const { data } = await authApi('POST /payment/order/:number/retry', { params: { number } });
      if (data.payment?.checkout_url) return window.location.assign(data.payment.checkout_url);
      const { openRazorpay } = await import('../../checkout/razorpay');
      await openRazorpay(data, user ?? { name: '', email: '', phone_number: '' }, () => setBusy(false));
    } catch (err) {
      setBusy(false);
      if (err instanceof ApiError && err.status === 401) return;
      toast.error(err instanceof ApiError ? err.message : 'Could not open the payment window: please try again');
      load();
    }
  }

  const order = state.kind === 'ok' ? state.order : null;
  return (
    <main className="mx-auto max-w-6xl space-y-5 px-4 py-6 md:py-10" aria-busy={state.kind === 'loading'}>
      <Link to="/profile?tab=orders" className="text-sm font-medium text-brand-700 hover:underline">
        ‹ My Orders
      </Link>
      <header className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h1 className="font-serif text-2xl font-bold text-ink md:text-3xl">Order {number.toUpperCase()}</h1>
        {order && <p className="text-sm text-stone-600">Placed on {orderDate(order.placed_on)}</p>}
      </header>
      {outcome && (
        <PaymentOutcomeBanner
          outcome={outcome}
          reason={order?.payment.reason ?? null}
          payable={order?.payment.payable ?? false}
          busy={busy}
          onRetry={retry}
        />
      )}
      {order ? (
        <OrderView order={order} busy={busy} onRetry={retry} bannerRetry={outcome === 'failed'} />
      ) : state.kind === 'missing' ? (
        <Notice text="We could not find this order in your account." />
      ) : state.kind === 'failed' ? (
        <Notice text="This order could not be loaded." onRetry={() => load()} />
      ) : (
        <div role="status" className="grid animate-pulse gap-6 lg:grid-cols-[1fr_22rem]">
          <span className="sr-only">Loading the order…</span>
          <div className="h-72 rounded-xl bg-stone-100" />
          <div className="h-56 rounded-xl bg-stone-100" />
        </div>
      )}
    </main>
  );
}

function Notice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
      <p className="text-stone-600">{text}</p>
      {onRetry ? (
        <button type="button" className={`${primaryButton} mt-4`} onClick={onRetry}>
          Try again
        </button>
      ) : (
        <Link to="/profile?tab=orders" className={`${primaryButton} mt-4`}>
          Go to My Orders
        </Link>
      )}
    </div>
  );
}
