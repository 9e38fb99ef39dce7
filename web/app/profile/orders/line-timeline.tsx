import type { TrackingStatus } from '@store/contract/constants';
import type { OrderDetailLine } from '@store/contract/order-detail';

const when = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});
export const stepTime = (iso: string) => when.format(Date.parse(iso));

/** The steps a line still has ahead of it, shown greyed without a time. */
const AHEAD: Partial<Record<TrackingStatus, TrackingStatus[]>> = {
  Ordered: ['Shipped', 'Out For Delivery', 'Delivered'],
  Shipped: ['Out For Delivery', 'Delivered'],
  'Out For Delivery': ['Delivered'],
  'Exchange Requested': ['Exchanged'],
};

/** A line's tracking: every status it has been in, with its time, then the ones to come. */
export function LineTimeline({ line, live }: { line: OrderDetailLine; live: boolean }) {
  const ahead = live ? (AHEAD[line.tracking_status] ?? []) : [];
  return (
    <ol className="mt-3 space-y-0" aria-label={`Tracking of ${line.product}`} data-testid="timeline">
      {line.timeline.map((step, i) => {
        const last = i === line.timeline.length - 1 && ahead.length === 0;
        const bad = step.status === 'Cancelled';
        return (
          <li key={`${step.status}-${step.at}`} className="relative flex gap-3 pb-3" data-testid="timeline-step">
            {!last && <span aria-hidden="true" className="absolute left-[5px] top-3 h-full w-0.5 bg-emerald-300" />}
            <span
              aria-hidden="true"
              className={`relative mt-1 h-3 w-3 shrink-0 rounded-full ${bad ? 'bg-stone-500' : 'bg-emerald-600'}`}
            />
            <p className="text-sm leading-tight">
              <span className="font-medium text-ink">{step.status}</span>
              <time dateTime={step.at} className="block text-xs text-stone-600">
                {stepTime(step.at)}
              </time>
            </p>
          </li>
        );
      })}
      {ahead.map((status, i) => (
        <li key={status} className="relative flex gap-3 pb-3">
          {i < ahead.length - 1 && (
            <span aria-hidden="true" className="absolute left-[5px] top-3 h-full w-0.5 bg-stone-200" />
          )}
          <span
            aria-hidden="true"
            className="relative mt-1 h-3 w-3 shrink-0 rounded-full border-2 border-stone-300 bg-white"
          />
          <p className="text-sm leading-tight text-stone-500">{status}</p>
        </li>
      ))}
    </ol>
  );
}
