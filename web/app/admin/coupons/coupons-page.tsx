import type { AdminCoupon } from '@store/contract/admin-content';
import { type FormEvent, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, btnQuiet, input, inr, label, when } from '../format';
import { useAdminData } from '../use-admin';

export const meta = () => [{ title: 'Coupons · Console' }, { name: 'robots', content: 'noindex' }];

const STATE_LABEL: Record<AdminCoupon['state'], string> = {
  live: 'Live',
  paused: 'Paused',
  scheduled: 'Not started',
  expired: 'Ended',
  used_up: 'Used up',
};
const STATE_TONE: Record<AdminCoupon['state'], string> = {
  live: 'bg-emerald-100 text-emerald-900',
  paused: 'bg-stone-200 text-stone-800',
  scheduled: 'bg-sky-100 text-sky-900',
  expired: 'bg-stone-200 text-stone-700',
  used_up: 'bg-amber-100 text-amber-900',
};

type Form = Record<string, string | boolean>;
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const EMPTY: Form = {
  code: '',
  percent: '10',
  description: '',
  starts_at: '',
  ends_at: '',
  min_order_rupees: '0',
  max_uses: '',
  per_customer_limit: '1',
  first_order_only: false,
  active: true,
};
const formOf = (c: AdminCoupon): Form => ({
  code: c.code,
  percent: String(c.percent),
  description: c.description,
  starts_at: toLocal(c.starts_at),
  ends_at: toLocal(c.ends_at),
  min_order_rupees: String(c.min_order_rupees),
  max_uses: c.max_uses === null ? '' : String(c.max_uses),
  per_customer_limit: c.per_customer_limit === null ? '' : String(c.per_customer_limit),
  first_order_only: c.first_order_only,
  active: c.active,
});

function rules(c: AdminCoupon) {
  const r = [`${c.percent}% off`];
  if (c.min_order_rupees) r.push(`orders from ${inr(c.min_order_rupees)}`);
  if (c.first_order_only) r.push('first order only');
  if (c.per_customer_limit) r.push(`${c.per_customer_limit} per shopper`);
  if (c.max_uses) r.push(`${c.max_uses} in all`);
  if (c.starts_at) r.push(`from ${when(c.starts_at)}`);
  if (c.ends_at) r.push(`until ${when(c.ends_at)}`);
  return r.join(' · ');
}

/** Coupons: what each gives, its rules, its uses and the discount given so far; start, edit, pause. */
export default function CouponsPage() {
  const { data, error, reload } = useAdminData<AdminCoupon[]>('/coupons');
  const [editing, setEditing] = useState<{ id: number | null; form: Form } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');

  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (!editing) return;
    const f = editing.form;
    const body = {
      ...f,
      starts_at: f.starts_at ? new Date(String(f.starts_at)).toISOString() : null,
      ends_at: f.ends_at ? new Date(String(f.ends_at)).toISOString() : null,
    };
    try {
      if (editing.id === null) await adminApi('/coupons', { body });
      else await adminApi(`/coupons/${editing.id}`, { method: 'PUT', body });
      setStatus(`Coupon ${String(f.code).toUpperCase()} saved.`);
      setEditing(null);
      setErrors({});
      reload();
    } catch (err) {
      setErrors((err as AdminError).fields);
      setStatus((err as AdminError).message);
    }
  };
  const toggle = async (c: AdminCoupon) => {
    try {
      await adminApi(`/coupons/${c.id}/${c.active ? 'pause' : 'resume'}`, { method: 'POST' });
      setStatus(c.active ? `${c.code} paused: checkout refuses it now.` : `${c.code} running again.`);
      reload();
    } catch (err) {
      setStatus((err as AdminError).message);
    }
  };
  const set = (k: string, v: string | boolean) => setEditing((e) => (e ? { ...e, form: { ...e.form, [k]: v } } : e));
  const field = (k: string, text: string, type = 'text', hint?: string) => (
    <div>
      <label htmlFor={`coupon-${k}`} className={label}>
        {text}
      </label>
      <input
        id={`coupon-${k}`}
        type={type}
        value={String(editing?.form[k] ?? '')}
        onChange={(e) => set(k, e.target.value)}
        aria-invalid={errors[k] ? true : undefined}
        aria-describedby={errors[k] ? `coupon-${k}-err` : undefined}
        className={input}
      />
      {hint && !errors[k] && <p className="mt-1 text-xs text-stone-600">{hint}</p>}
      {errors[k] && (
        <p id={`coupon-${k}-err`} className="mt-1 text-sm text-red-700">
          {errors[k]}
        </p>
      )}
    </div>
  );
  const check = (k: string, text: string) => (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={!!editing?.form[k]}
        onChange={(e) => set(k, e.target.checked)}
        className="h-5 w-5"
      />
      {text}
    </label>
  );

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-bold">Coupons</h1>
      <p role="status" className="min-h-5 text-sm text-stone-700">
        {status}
      </p>
      {error && <p className="text-red-700">{error.message}</p>}
      {!editing && (
        <button
          type="button"
          className={btnPrimary}
          onClick={() => {
            setErrors({});
            setEditing({ id: null, form: EMPTY });
          }}
        >
          New coupon
        </button>
      )}
      {editing && (
        <form
          onSubmit={save}
          noValidate
          className="grid gap-3 rounded-lg border border-indigo-200 bg-white p-4 sm:grid-cols-2"
        >
          <h2 className="font-semibold sm:col-span-2">
            {editing.id === null ? 'New coupon' : `Edit ${editing.form.code}`}
          </h2>
          {field('code', 'Code', 'text', 'Shoppers type it at checkout; letters and digits')}
          {field('percent', 'Percent off', 'number', '1 to 90')}
          {field('description', 'Description (for you)')}
          {field('min_order_rupees', 'Minimum order (₹)', 'number')}
          {field('starts_at', 'Starts', 'datetime-local', 'Empty: at once')}
          {field('ends_at', 'Ends', 'datetime-local', 'Empty: no end')}
          {field('max_uses', 'Total uses', 'number', 'Empty: no limit')}
          {field('per_customer_limit', 'Uses per shopper', 'number', 'Empty: no limit')}
          {check('first_order_only', 'First order only')}
          {check('active', 'Running (untick to save it paused)')}
          <div className="flex gap-2 sm:col-span-2">
            <button type="submit" className={btnPrimary}>
              Save coupon
            </button>
            <button type="button" className={btnQuiet} onClick={() => setEditing(null)}>
              Cancel
            </button>
          </div>
        </form>
      )}
      {/* phones: one card per coupon; wider screens: the table */}
      <ul className="space-y-2 md:hidden">
        {data?.map((c) => (
          <li
            key={c.id}
            data-testid={`coupon-card-${c.code}`}
            className="rounded-lg border border-stone-200 bg-white p-3"
          >
            <div className="flex items-center justify-between gap-2">
              <span className="font-mono font-semibold">{c.code}</span>
              <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[c.state]}`}>
                {STATE_LABEL[c.state]}
              </span>
            </div>
            <p className="mt-1 text-sm text-stone-700">{rules(c)}</p>
            <p className="mt-1 text-sm">
              Used {c.uses}
              {c.max_uses ? ` of ${c.max_uses}` : ''} · {inr(c.discount_paise / 100)} given on {c.orders} order
              {c.orders === 1 ? '' : 's'}
            </p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                className={btnQuiet}
                onClick={() => {
                  setErrors({});
                  setEditing({ id: c.id, form: formOf(c) });
                }}
              >
                Edit {c.code}
              </button>
              <button type="button" className={btnQuiet} onClick={() => toggle(c)}>
                {c.active ? 'Pause' : 'Resume'} {c.code}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white md:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              <th className="p-2">Code</th>
              <th className="p-2">Rules</th>
              <th className="p-2 text-right">Uses</th>
              <th className="p-2 text-right">Discount given</th>
              <th className="p-2">State</th>
              <th className="p-2">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {data?.map((c) => (
              <tr key={c.id} data-testid={`coupon-${c.code}`}>
                <td className="p-2 font-mono font-semibold">{c.code}</td>
                <td className="p-2">{rules(c)}</td>
                <td className="p-2 text-right tabular-nums">
                  {c.uses}
                  {c.max_uses ? ` / ${c.max_uses}` : ''}
                </td>
                <td className="p-2 text-right tabular-nums">
                  {inr(c.discount_paise / 100)}
                  <span className="block text-xs text-stone-600">
                    {c.orders} order{c.orders === 1 ? '' : 's'}
                  </span>
                </td>
                <td className="p-2">
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATE_TONE[c.state]}`}>
                    {STATE_LABEL[c.state]}
                  </span>
                </td>
                <td className="whitespace-nowrap p-2">
                  <button
                    type="button"
                    className={`${btnQuiet} mr-1`}
                    onClick={() => {
                      setErrors({});
                      setEditing({ id: c.id, form: formOf(c) });
                    }}
                  >
                    Edit
                  </button>
                  <button type="button" className={btnQuiet} onClick={() => toggle(c)}>
                    {c.active ? 'Pause' : 'Resume'}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
