import { EXCHANGE_WINDOW_MS, type TrackingStatus } from '@store/contract/constants';
import { formatInr } from '@store/contract/money';
import type { OrderLine } from '@store/contract/orders';
import { smallButton } from '../../ui/styles';
import { LineFrame } from './line-frame';

/** docs/spec.md §4: Exchange only for a Delivered line within 259200000 ms of its last update. */
export const exchangeOpen = (line: OrderLine, now = Date.now()) =>
  line.tracking_status === 'Delivered' && now - Date.parse(line.updated_on) <= EXCHANGE_WINDOW_MS;

/** Spec: COD if 'Cash On Delivery', otherwise Online. */
export const paymentLabel = (mode: string) => (mode === 'Cash On Delivery' ? 'COD' : 'Online');

const STATUS_STYLE: Record<TrackingStatus, string> = {
  Ordered: 'bg-sky-50 text-sky-800 ring-sky-200',
  Shipped: 'bg-amber-50 text-amber-900 ring-amber-200',
  'Out For Delivery': 'bg-amber-50 text-amber-900 ring-amber-200',
  Delivered: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  Cancelled: 'bg-stone-100 text-stone-700 ring-stone-200',
  'Exchange Requested': 'bg-violet-50 text-violet-800 ring-violet-200',
  Exchanged: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
};
const dateFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

export type LineAction = 'cancel' | 'exchange' | 'review';

export function OrderLineCard({
  line,
  onAction,
}: {
  line: OrderLine;
  onAction: (a: LineAction, l: OrderLine) => void;
}) {
  const total = (Math.round(line.amount * 100) * line.quantity) / 100;
  const canExchange = exchangeOpen(line);
  const label = `${line.product}${line.size ? `, size ${line.size}` : ''}, ${line.color}`;
  return (
    <LineFrame line={line} amount={formatInr(total)} testId="order-line" amountTestId="order-line-amount">
      <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-stone-600">
        {line.size && <Detail term="Size" value={line.size} />}
        <Detail term="Colour" value={line.color} />
        <Detail term="Qty" value={String(line.quantity)} />
        <Detail term="Payment" value={paymentLabel(line.payment_mode)} />
      </dl>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
        <span
          className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLE[line.tracking_status] ?? STATUS_STYLE.Ordered}`}
          data-testid="order-line-status"
        >
          {line.tracking_status}
        </span>
        {line.refund_due && (
          <span
            className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-200"
            data-testid="order-line-refund"
          >
            Refund on its way
          </span>
        )}
        {canExchange && (
          <span className="text-xs text-stone-600">
            Exchange until {dateFmt.format(Date.parse(line.updated_on) + EXCHANGE_WINDOW_MS)}
          </span>
        )}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {line.tracking_status === 'Ordered' && (
          <button
            type="button"
            className={`${smallButton} text-red-700`}
            onClick={() => onAction('cancel', line)}
            aria-label={`Cancel ${label}`}
          >
            Cancel
          </button>
        )}
        {canExchange && (
          <button
            type="button"
            className={`${smallButton} text-ink`}
            onClick={() => onAction('exchange', line)}
            aria-label={`Exchange ${label}`}
          >
            Exchange
          </button>
        )}
        <button
          type="button"
          className={`${smallButton} text-brand-700`}
          onClick={() => onAction('review', line)}
          aria-label={`Write a Review of ${line.product}`}
        >
          Write a Review
        </button>
      </div>
    </LineFrame>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="flex gap-1">
      <dt>{term}:</dt>
      <dd className="font-medium text-stone-800">{value}</dd>
    </div>
  );
}

export const orderDate = (iso: string) => dateFmt.format(Date.parse(iso));
