import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { type AdminError, adminApi } from '../admin-api';
import { btnPrimary, btnQuiet, input, label } from '../format';
import { useAdminData } from '../use-admin';

export const meta = () => [{ title: 'Shop settings · Console' }, { name: 'robots', content: 'noindex' }];

interface Identity {
  name: string;
  legal_name: string;
  gstin: string;
  address_line1: string;
  city: string;
  state: string;
  pincode: string;
  phones: { label: string; number: string }[];
  support_phone: string;
  support_email: string;
  sms_sender_id: string;
}
interface Delivery {
  warehouse_pincode: string;
  closed_pincodes: string[];
  closed_states: string[];
}
interface Settings {
  identity: Identity;
  delivery: Delivery;
}

const Err = ({ id, text }: { id: string; text?: string }) =>
  text ? (
    <p id={id} className="mt-1 text-sm text-red-700">
      {text}
    </p>
  ) : null;

/** What a control needs to name its hint or error for screen readers. */
interface ControlAria {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/** A labelled control with its hint (until there is an error) and its error, tied to it. */
function Field({
  id,
  name,
  hint,
  error,
  control,
}: {
  id: string;
  name: string;
  hint?: string;
  error?: string;
  control: (aria: ControlAria) => ReactNode;
}) {
  const described = error ? `${id}-err` : hint ? `${id}-hint` : undefined;
  return (
    <div>
      <label htmlFor={id} className={label}>
        {name}
      </label>
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': described })}
      {hint && !error && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-stone-600">
          {hint}
        </p>
      )}
      <Err id={`${id}-err`} text={error} />
    </div>
  );
}

/**
 * A settings form's save: `send` stores it and answers the line to show; a refusal shows its
 * message and each field's error (`fieldsOf` may regroup them).
 */
function useSave(send: () => Promise<string>, fieldsOf = (f: Record<string, string>) => f) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const save = async (e: FormEvent) => {
    e.preventDefault();
    try {
      setStatus(await send());
      setErrors({});
    } catch (err) {
      setErrors(fieldsOf((err as AdminError).fields));
      setStatus((err as AdminError).message);
    }
  };
  return { errors, status, save };
}

function SaveRow({ label: text, status }: { label: string; status: string }) {
  return (
    <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
      <button type="submit" className={btnPrimary}>
        {text}
      </button>
      <p role="status" className="text-sm text-stone-700">
        {status}
      </p>
    </div>
  );
}

/** The owner's settings: who the shop is (pages, invoices, messages) and where it delivers. */
export default function SettingsPage() {
  const { data, error } = useAdminData<Settings>('/settings');
  if (error) return <p className="text-red-700">{error.message}</p>;
  if (!data) return <p>Loading…</p>;
  return (
    <div className="space-y-6">
      <h1 className="text-xl font-bold">Shop settings</h1>
      <IdentityForm initial={data.identity} />
      <DeliveryForm initial={data.delivery} />
    </div>
  );
}

function IdentityForm({ initial }: { initial: Identity }) {
  const [v, setV] = useState(initial);
  useEffect(() => setV(initial), [initial]);
  const { errors, status, save } = useSave(async () => {
    const saved = await adminApi<Settings>('/settings/identity', { method: 'PUT', body: v });
    setV(saved.identity);
    return 'Saved: pages show it now; new invoices and messages carry it.';
  });
  const text = (k: keyof Identity, name: string, hint?: string) => (
    <Field
      id={`id-${k}`}
      name={name}
      hint={hint}
      error={errors[k]}
      control={(aria) => (
        <input {...aria} value={String(v[k])} onChange={(e) => setV({ ...v, [k]: e.target.value })} className={input} />
      )}
    />
  );
  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold sm:col-span-2">Identity</h2>
      {text('name', 'Shop name')}
      {text('legal_name', 'Legal name (invoices)')}
      {text('gstin', 'GSTIN', '15 characters; the last is checked')}
      {text('sms_sender_id', 'SMS sender id', '6 letters, as registered')}
      {text('address_line1', 'Address')}
      {text('city', 'City')}
      {text('state', 'State')}
      {text('pincode', 'Pincode')}
      {text('support_email', 'E-mail')}
      {text('support_phone', 'Customer care phone (messages and invoices)')}
      <fieldset className="space-y-2 sm:col-span-2">
        <legend className={label}>Phones on the pages</legend>
        {v.phones.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, never reordered
          <div key={i} className="grid gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <input
              aria-label={`Phone ${i + 1} label`}
              value={p.label}
              onChange={(e) =>
                setV({ ...v, phones: v.phones.map((x, j) => (j === i ? { ...x, label: e.target.value } : x)) })
              }
              className={input}
            />
            <input
              aria-label={`Phone ${i + 1} number`}
              value={p.number}
              onChange={(e) =>
                setV({ ...v, phones: v.phones.map((x, j) => (j === i ? { ...x, number: e.target.value } : x)) })
              }
              className={input}
            />
            <button
              type="button"
              className={btnQuiet}
              onClick={() => setV({ ...v, phones: v.phones.filter((_, j) => j !== i) })}
            >
              Remove
            </button>
            <Err id={`phones-${i}`} text={errors[`phones.${i}.number`] ?? errors[`phones.${i}.label`]} />
          </div>
        ))}
        {v.phones.length < 5 && (
          <button
            type="button"
            className={btnQuiet}
            onClick={() => setV({ ...v, phones: [...v.phones, { label: '', number: '' }] })}
          >
            Add a phone
          </button>
        )}
        <Err id="phones-err" text={errors.phones} />
      </fieldset>
      <SaveRow label="Save identity" status={status} />
    </form>
  );
}

const lines = (s: string) =>
  s
    .split(/[\n,]+/)
    .map((x) => x.trim())
    .filter(Boolean);

function DeliveryForm({ initial }: { initial: Delivery }) {
  const [warehouse, setWarehouse] = useState(initial.warehouse_pincode);
  const [pins, setPins] = useState(initial.closed_pincodes.join('\n'));
  const [states, setStates] = useState(initial.closed_states.join('\n'));
  const { errors, status, save } = useSave(
    async () => {
      await adminApi('/settings/delivery', {
        method: 'PUT',
        body: { warehouse_pincode: warehouse.trim(), closed_pincodes: lines(pins), closed_states: lines(states) },
      });
      return 'Saved: the pincode check and checkout follow it now.';
    },
    // a list's error names its item (closed_pincodes.3): shown under the list
    (fields) => {
      const byList: Record<string, string> = {};
      for (const [k, m] of Object.entries(fields)) byList[k.split('.')[0]] ??= m;
      return byList;
    },
  );
  const list = (id: string, name: string, hint: string, value: string, set: (v: string) => void, error?: string) => (
    <Field
      id={id}
      name={name}
      hint={hint}
      error={error}
      control={(aria) => (
        <textarea {...aria} rows={5} value={value} onChange={(e) => set(e.target.value)} className={`${input} py-2`} />
      )}
    />
  );
  return (
    <form
      onSubmit={save}
      noValidate
      className="grid gap-3 rounded-lg border border-stone-200 bg-white p-4 sm:grid-cols-2"
    >
      <h2 className="font-semibold sm:col-span-2">Delivery</h2>
      <Field
        id="warehouse"
        name="Warehouse pincode"
        hint="Delivery dates are counted from here"
        error={errors.warehouse_pincode}
        control={(aria) => (
          <input
            {...aria}
            value={warehouse}
            inputMode="numeric"
            onChange={(e) => setWarehouse(e.target.value)}
            className={input}
          />
        )}
      />
      <div className="hidden sm:block" />
      {list(
        'closed-pins',
        'Pincodes not served',
        'One a line (or separated by commas)',
        pins,
        setPins,
        errors.closed_pincodes,
      )}
      {list('closed-states', 'States not served', 'One a line, e.g. Ladakh', states, setStates, errors.closed_states)}
      <SaveRow label="Save delivery" status={status} />
    </form>
  );
}
