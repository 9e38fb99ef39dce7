import type { AdminOrderDetail, BoardLine } from '@store/contract/admin';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../lib/link';
import { type AdminError, adminApi } from './admin-api';
import { BackLink } from './back-link';
import { Card } from './card';
import { btnPrimary, btnQuiet, input, inr, label, PAYMENT_STATE_LABEL, STATUS_TONE, when } from './format';
import { useAdminData } from './use-admin';

export const meta = () => [{ title: 'Order · Console' }, { name: 'robots', content: 'noindex' }];

type Detail = AdminOrderDetail & {
  actions: {
    confirm: boolean;
    ship: boolean;
    out_for_delivery: boolean;
    deliver: boolean;
    cod_collect: boolean;
    refund: boolean;
  };
};
type Run = (what: string, path: string, body?: Record<string, unknown>) => Promise<boolean>;

export default function AdminOrderPage() {
  const { id } = useParams();
  const { data: o, error, reload } = useAdminData<Detail>(`/orders/${Number(id) || 0}`);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const run: Run = async (what, path, body = {}) => {
    setStatus(null);
    try {
      await adminApi(path, { body });
      setStatus({ ok: true, text: `${what}: done.` });
      reload();
      return true;
    } catch (err) {
      setStatus({ ok: false, text: `${what}: ${(err as AdminError).message}` });
      return false;
    }
  };
  if (error) return <p role="alert">{error.message}</p>;
  if (!o) return <p aria-live="polite">Loading…</p>;
  return (
    <div className="space-y-4">
      <p>
        <BackLink to="/admin/orders">Orders</BackLink>
      </p>
      <div className="flex flex-wrap items-baseline gap-x-3">
        <h1 className="text-xl font-bold">{o.order_number}</h1>
        <span className="text-sm text-stone-700">
          {when(o.created_at)} · {o.status} · {o.payment_mode} ·{' '}
          {PAYMENT_STATE_LABEL[o.payment_state] ?? o.payment_state}
        </span>
      </div>
      <p
        role="status"
        aria-live="polite"
        className={status?.ok === false ? 'font-medium text-red-700' : 'text-emerald-800'}
      >
        {status?.text}
      </p>
      <div className="grid gap-4 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-4">
          <Card id="h-actions" title="Actions">
            <OrderActions o={o} run={run} />
          </Card>
          <Card id="h-lines" title="Lines">
            <ul className="divide-y divide-stone-200">
              {o.lines.map((l) => (
                <LineRow key={l.id} l={l} run={run} timeline={o.timeline.filter((e) => e.line_id === l.id)} />
              ))}
            </ul>
            <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
              <dt>Subtotal</dt>
              <dd className="text-right">{inr(o.subtotal)}</dd>
              {o.discount > 0 && (
                <>
                  <dt>Coupon {o.coupon_code}</dt>
                  <dd className="text-right">−{inr(o.discount)}</dd>
                </>
              )}
              <dt className="font-semibold">Total</dt>
              <dd className="text-right font-semibold">{inr(o.total)}</dd>
            </dl>
          </Card>
          <Card id="h-pay" title="Payment">
            {o.payments.length === 0 && (
              <p className="text-sm">
                Cash on delivery{o.cod_collected_on ? `: collected ${when(o.cod_collected_on)}` : ''}.
              </p>
            )}
            <ul className="space-y-1 text-sm">
              {o.payments.map((p) => (
                <li key={p.provider_order_id}>
                  {p.provider} {p.provider_order_id} {p.provider_payment_id ?? ''}: {p.status}, {inr(p.amount)} (
                  {when(p.updated_at)}){p.failure_reason && <span className="text-red-700"> {p.failure_reason}</span>}
                </li>
              ))}
              {o.refunds.map((r) => (
                <li key={r.at}>
                  Refunded {inr(r.amount)}, reference {r.reference}, {when(r.at)} by {r.by}
                </li>
              ))}
            </ul>
          </Card>
          <Notes o={o} run={run} />
        </div>
        <aside className="space-y-4">
          <Card id="h-to" title="Ship to">
            <address className="text-sm not-italic">
              {o.address.name}
              <br />
              {o.address.address_line_1}
              {o.address.address_line_2 && (
                <>
                  <br />
                  {o.address.address_line_2}
                </>
              )}
              <br />
              {o.address.city}, {o.address.state} {o.address.pin_code}
              <br />
              <a href={`tel:+91${o.address.phone_number}`} className="text-indigo-800 underline">
                {o.address.phone_number}
              </a>
            </address>
          </Card>
          <Card id="h-cust" title="Customer">
            <p className="text-sm">
              {o.customer.name}
              <br />
              {o.customer.email}
              <br />
              {o.customer.phone}
            </p>
            <h3 className="mt-3 text-sm font-semibold">Other orders</h3>
            {o.other_orders.length === 0 ? (
              <p className="text-sm text-stone-600">First order.</p>
            ) : (
              <ul className="text-sm">
                {o.other_orders.map((x) => (
                  <li key={x.id}>
                    <Link to={`/admin/orders/${x.id}`} className="text-indigo-800 underline">
                      {x.order_number}
                    </Link>{' '}
                    {when(x.created_at)} · {x.status} · {inr(x.total)}
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card id="h-audit" title="History">
            <ul className="space-y-1 text-xs text-stone-700">
              {o.audit.map((e) => (
                <li key={e.id}>
                  {when(e.at)} {e.actor}: {e.action}
                  {e.entity_type === 'order_line' ? ` (line ${e.entity_id})` : ''}
                </li>
              ))}
            </ul>
          </Card>
        </aside>
      </div>
    </div>
  );
}

function OrderActions({ o, run }: { o: Detail; run: Run }) {
  const a = o.actions;
  const simple = (show: boolean, text: string, path: string, question: string) =>
    show && (
      <button
        type="button"
        className={btnQuiet}
        onClick={() => window.confirm(question) && run(text, `/orders/${o.id}/${path}`)}
      >
        {text}
      </button>
    );
  const none = !Object.values(a).some(Boolean);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2">
        {simple(a.confirm, 'Confirm order', 'confirm', `Confirm ${o.order_number}?`)}
        {simple(
          a.out_for_delivery,
          'Mark Out For Delivery',
          'out-for-delivery',
          `Mark the shipped lines of ${o.order_number} Out For Delivery?`,
        )}
        {simple(a.deliver, 'Mark Delivered', 'deliver', `Mark ${o.order_number} Delivered?`)}
        {simple(
          a.cod_collect,
          'Mark cash collected',
          'cod-collected',
          `Cash for ${o.order_number} received from the courier?`,
        )}
        {o.confirmed_on && <span className="self-center text-sm text-stone-600">Confirmed {when(o.confirmed_on)}</span>}
      </div>
      {a.ship && (
        <FormAction
          title="Ship"
          submit="Mark Shipped"
          fields={[
            ['courier', 'Courier'],
            ['tracking_number', 'Tracking number'],
          ]}
          onSubmit={(v) => run('Mark Shipped', `/orders/${o.id}/ship`, v)}
        />
      )}
      {a.refund && (
        <FormAction
          title={`Refund due: ${inr(o.refund_due_amount)}`}
          submit="Mark refund paid"
          fields={[
            ['amount', 'Amount (₹)', String(o.refund_due_amount)],
            ['reference', 'Bank or UPI reference'],
          ]}
          onSubmit={(v) => run('Refund', `/orders/${o.id}/refund`, { ...v, amount: Number(v.amount) })}
        />
      )}
      {none && <p className="text-sm text-stone-600">Nothing to do on this order now.</p>}
    </div>
  );
}

function FormAction({
  title,
  submit,
  fields,
  onSubmit,
}: {
  title: string;
  submit: string;
  fields: [string, string, string?][];
  onSubmit: (v: Record<string, string>) => Promise<boolean>;
}) {
  const [busy, setBusy] = useState(false);
  const idBase = submit.replaceAll(' ', '-').toLowerCase();
  return (
    <form
      className="flex flex-wrap items-end gap-2 rounded-md bg-stone-50 p-3"
      onSubmit={async (e) => {
        e.preventDefault();
        const form = e.currentTarget;
        const v = Object.fromEntries([...new FormData(form)].map(([k, x]) => [k, String(x)]));
        if (!window.confirm(`${submit}?`)) return;
        setBusy(true);
        if (await onSubmit(v)) form.reset();
        setBusy(false);
      }}
    >
      <p className="w-full text-sm font-semibold">{title}</p>
      {fields.map(([name, text, value]) => (
        <div key={name}>
          <label htmlFor={`${idBase}-${name}`} className={label}>
            {text}
          </label>
          <input id={`${idBase}-${name}`} name={name} defaultValue={value} required className={`${input} mt-1`} />
        </div>
      ))}
      <button type="submit" disabled={busy} className={btnPrimary}>
        {submit}
      </button>
    </form>
  );
}

function LineRow({ l, run, timeline }: { l: BoardLine; run: Run; timeline: Detail['timeline'] }) {
  const reasonAction = async (what: string, path: string) => {
    const reason = window.prompt(`${what}: the reason (kept in the history)`);
    if (reason?.trim()) await run(what, path, { reason: reason.trim() });
  };
  return (
    <li className="py-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span>
          <span className="font-medium">{l.product}</span> ({l.color}, {l.size}) × {l.quantity} · {inr(l.amount)}
        </span>
        <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[l.tracking_status] ?? ''}`}>
          {l.tracking_status}
        </span>
      </div>
      {l.tracking_number && (
        <p className="text-stone-700">
          {l.courier} {l.tracking_number}
        </p>
      )}
      {l.cancel_reason && <p className="text-stone-700">Cancelled: {l.cancel_reason}</p>}
      {l.refund_due && (
        <p className="text-stone-700">{l.refunded_on ? `Refunded ${when(l.refunded_on)}` : 'Refund due'}</p>
      )}
      {l.exchange_reason && (
        <p className="text-stone-700">
          Exchange: {l.exchange_reason}
          {l.exchange_desc ? `: ${l.exchange_desc}` : ''}
        </p>
      )}
      <p className="text-xs text-stone-600">{timeline.map((e) => `${e.status} ${when(e.at)}`).join(' → ')}</p>
      <div className="mt-1 flex flex-wrap gap-2">
        {l.tracking_status === 'Ordered' && (
          <button
            type="button"
            className={btnQuiet}
            onClick={() => reasonAction('Cancel line', `/lines/${l.id}/cancel`)}
          >
            Cancel line
          </button>
        )}
        {l.tracking_status === 'Exchange Requested' && (
          <>
            <button
              type="button"
              className={btnQuiet}
              onClick={() =>
                window.confirm('Accept the exchange?') && run('Accept exchange', `/lines/${l.id}/exchange/accept`)
              }
            >
              Accept exchange
            </button>
            <button
              type="button"
              className={btnQuiet}
              onClick={() => reasonAction('Refuse exchange', `/lines/${l.id}/exchange/refuse`)}
            >
              Refuse exchange
            </button>
          </>
        )}
      </div>
    </li>
  );
}

function Notes({ o, run }: { o: Detail; run: Run }) {
  return (
    <Card id="h-notes" title="Staff notes">
      <form
        className="flex gap-2"
        onSubmit={async (e) => {
          e.preventDefault();
          const form = e.currentTarget;
          const body = String(new FormData(form).get('body') ?? '').trim();
          if (body && (await run('Note', `/orders/${o.id}/notes`, { body }))) form.reset();
        }}
      >
        <label htmlFor="note" className="sr-only">
          New note
        </label>
        <input id="note" name="body" placeholder="Add a note for the team" className={input} />
        <button type="submit" className={btnQuiet}>
          Add
        </button>
      </form>
      <ul className="mt-2 space-y-2 text-sm">
        {o.notes.map((n) => (
          <li key={n.id}>
            <span className="text-xs text-stone-600">
              {when(n.at)} {n.author}
            </span>
            <br />
            {n.body}
          </li>
        ))}
      </ul>
    </Card>
  );
}
