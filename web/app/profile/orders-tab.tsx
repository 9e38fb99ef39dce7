import { CANCEL_REASONS, EXCHANGE_REASONS } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { orderPagePath } from '@store/contract/order-detail';
import type { CancelRequest, ExchangeRequest, OrderLine, ReviewRequest } from '@store/contract/orders';
import { useState } from 'react';
import { authApi } from '../auth/auth-store';
import { useAuthData } from '../auth/use-auth-data';
import { ApiError } from '../lib/api';
import { Link } from '../lib/link';
import { primaryButton } from '../ui/styles';
import { useToast } from '../ui/toast';
import { type LineAction, OrderLineCard, orderDate } from './orders/order-line-card';
import { type ReasonAnswer, ReasonModal } from './orders/reason-modal';
import { ReviewModal } from './orders/review-modal';
import { usePaymentReturn } from './orders/use-payment-return';

interface OrderGroup {
  id: number;
  number: string;
  placed: string;
  lines: OrderLine[];
}

/** Lines arrive newest first (GET /api/payment/billing); shown under their order. */
function groupByOrder(lines: OrderLine[]): OrderGroup[] {
  const groups: OrderGroup[] = [];
  for (const l of lines) {
    const last = groups.at(-1);
    if (last?.id === l.o_id) last.lines.push(l);
    else groups.push({ id: l.o_id, number: l.order_number, placed: l.ordered_on, lines: [l] });
  }
  return groups;
}

/** Profile > Orders: every order line with Cancel, Exchange and Write a Review (docs/spec.md §2, §4). */
export function OrdersTab() {
  const toast = useToast();
  // docs/spec.md §8: a failed billing list is silent; we still offer a way to try again.
  const { data: lines, failed, reload } = useAuthData('GET /payment/billing');
  const [action, setAction] = useState<{ kind: LineAction; line: OrderLine } | null>(null);
  usePaymentReturn(reload);

  const close = () => setAction(null);
  /** One request of the tab: its toast either way, then the orders again (docs/spec.md §4). */
  async function send(request: () => Promise<unknown>, ok: string, bad: string) {
    try {
      await request();
      toast.success(ok);
      close();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      toast.error(bad);
    }
    reload();
  }
  // A reason is one of the contract's lists (reason-modal.tsx shows them); the server checks again.
  const cancel = (l: OrderLine, a: ReasonAnswer) =>
    send(
      () =>
        authApi('POST /payment/cancel-order', {
          body: { id: l.id, reason: a.reason as CancelRequest['reason'] },
        }),
      MSG.cancelSuccess,
      MSG.cancelFailed,
    );
  const exchange = (l: OrderLine, a: ReasonAnswer) =>
    send(
      () =>
        authApi('POST /payment/exchange', {
          body: { id: l.id, reason: a.reason as ExchangeRequest['reason'], desc: a.desc },
        }),
      MSG.exchangeSuccess,
      MSG.exchangeFailed,
    );
  const review = (body: ReviewRequest) =>
    send(() => authApi('POST /product/review', { body }), MSG.reviewSuccess, MSG.reviewFailed);

  return (
    <section aria-labelledby="orders-heading">
      <h2 id="orders-heading" className="mb-4 text-lg font-semibold">
        My Orders
      </h2>
      {lines === null && !failed ? (
        <div role="status" aria-busy="true" className="space-y-3">
          <span className="sr-only">Loading orders…</span>
          <div className="h-28 animate-pulse rounded-xl bg-stone-100" />
          <div className="h-28 animate-pulse rounded-xl bg-stone-100" />
        </div>
      ) : lines === null ? (
        <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
          <p className="text-stone-600">Your orders could not be loaded.</p>
          <button type="button" className={`${primaryButton} mt-4`} onClick={() => reload()}>
            Try again
          </button>
        </div>
      ) : lines.length === 0 ? (
        <div className="rounded-xl border border-dashed border-stone-300 p-8 text-center">
          <p className="text-stone-600">{MSG.noOrders}</p>
          <Link to="/" className={`${primaryButton} mt-4`}>
            Start Shopping
          </Link>
        </div>
      ) : (
        <ol className="space-y-4">
          {groupByOrder(lines).map((g) => (
            <li key={g.id} className="rounded-xl border border-stone-200" data-testid="order">
              <h3 className="flex flex-wrap justify-between gap-x-4 gap-y-1 rounded-t-xl bg-stone-50 px-4 py-2.5 text-sm">
                <Link
                  to={orderPagePath(g.number)}
                  className="font-semibold text-ink underline-offset-2 hover:text-brand-700 hover:underline"
                  data-testid="order-link"
                >
                  Order {g.number} <span className="font-normal text-brand-700">· View details</span>
                </Link>
                <span className="text-stone-600">Placed on {orderDate(g.placed)}</span>
              </h3>
              <ul className="divide-y divide-stone-200 px-4">
                {g.lines.map((l) => (
                  <OrderLineCard key={l.id} line={l} onAction={(kind, line) => setAction({ kind, line })} />
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <ReasonModal
        line={action?.kind === 'cancel' ? action.line : null}
        title="Cancel Order"
        reasons={CANCEL_REASONS}
        submitLabel="Cancel Order"
        danger
        onClose={close}
        onSubmit={cancel}
      />
      <ReasonModal
        line={action?.kind === 'exchange' ? action.line : null}
        title="Exchange"
        reasons={EXCHANGE_REASONS}
        withDescription
        submitLabel="Request Exchange"
        onClose={close}
        onSubmit={exchange}
      />
      <ReviewModal line={action?.kind === 'review' ? action.line : null} onClose={close} onSubmit={review} />
    </section>
  );
}
