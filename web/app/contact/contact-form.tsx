import { contactRules, type FieldError, firstError, type ContactForm as Values } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { useId, useRef, useState } from 'react';
import { ApiError, api } from '../lib/api';
import { useToast } from '../ui/toast';

const EMPTY: Values = { name: '', phone_number: '', email: '', subject: '', message: '' };

interface Field {
  key: keyof Values;
  label: string;
  type?: string;
  autoComplete: string;
  multiline?: boolean;
}

// Field order on screen; the rules decide which error comes first (docs/spec.md §5).
const FIELDS: Field[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel-national' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'subject', label: 'Subject', autoComplete: 'off' },
  { key: 'message', label: 'Message', autoComplete: 'off', multiline: true },
];

/**
 * The phone box takes digits only: whatever else is typed or pasted is dropped, and a pasted
 * "+91 98765 43210" or "098765 43210" keeps its 10-digit number. At most 10 digits.
 */
const digitsOnly = (v: string) => {
  const d = v.replace(/\D/g, '');
  return (d.length > 10 ? d.replace(/^(91|0)/, '') : d).slice(0, 10);
};

const input =
  'mt-1 block w-full rounded-lg border px-3 py-2.5 text-base text-ink placeholder:text-stone-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600/30';

/** The message form: checked here in the spec's order, then sent; a success empties it. */
export function ContactForm() {
  const toast = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  const [error, setError] = useState<FieldError | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const err = firstError(values, contactRules);
    setError(err);
    if (err) {
      formRef.current?.querySelector<HTMLElement>(`[name="${err.field}"]`)?.focus();
      return;
    }
    setSending(true);
    try {
      await api('POST /general/contact-us', { body: values });
      toast.success(MSG.contactSuccess);
      setValues(EMPTY);
    } catch (err) {
      // A rate limit says when to try again; any other failure is the spec's message.
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : MSG.contactFailed);
    } finally {
      setSending(false);
    }
  };
  const change = (key: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [key]: key === 'phone_number' ? digitsOnly(value) : value }));

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="grid gap-5 sm:grid-cols-2" aria-label="Contact form">
      {FIELDS.map((f) => (
        <ContactField
          key={f.key}
          field={f}
          id={`${id}-${f.key}`}
          value={values[f.key]}
          error={error?.field === f.key ? error.message : null}
          onValue={change(f.key)}
        />
      ))}
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={sending}
          className="inline-flex h-12 items-center rounded-full bg-brand-600 px-8 font-semibold text-white hover:bg-brand-700 disabled:opacity-60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {sending ? 'Sending…' : 'Send Message'}
        </button>
      </div>
    </form>
  );
}

/** One field, its label above and its error below, announced with it. */
function ContactField({
  field: f,
  id,
  value,
  error,
  onValue,
}: {
  field: Field;
  id: string;
  value: string;
  error: string | null;
  onValue: (value: string) => void;
}) {
  const errId = `${id}-error`;
  const bad = error !== null;
  const common = {
    id,
    name: f.key,
    value,
    autoComplete: f.autoComplete,
    'aria-invalid': bad || undefined,
    'aria-describedby': bad ? errId : undefined,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onValue(e.target.value),
    className: `${input} ${bad ? 'border-red-700' : 'border-stone-300 focus:border-brand-600'}`,
  };
  const phone = f.key === 'phone_number';
  return (
    <div className={f.multiline ? 'sm:col-span-2' : ''}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {f.label}
      </label>
      {f.multiline ? (
        <textarea {...common} rows={5} maxLength={5000} />
      ) : (
        <input
          {...common}
          type={f.type ?? 'text'}
          inputMode={phone ? 'numeric' : undefined}
          pattern={phone ? '[0-9]*' : undefined}
          maxLength={phone ? undefined : 200}
        />
      )}
      {bad && (
        <p id={errId} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
