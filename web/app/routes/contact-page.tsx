import * as endpoints from '@store/contract/endpoints';
import { type ContactForm, contactRules, type FieldError, firstError } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { useId, useRef, useState } from 'react';
import { MailIcon, PhoneIcon, PinIcon } from '../layout/icons';
import { pageMeta } from '../layout/seo';
import { siteFrom, telHref, useSite } from '../layout/site';
import { ApiError, api } from '../lib/api';
import { useToast } from '../ui/toast';
import type { Route } from './+types/contact-page';

export const meta: Route.MetaFunction = ({ matches }) => {
  const site = siteFrom(matches);
  return pageMeta({
    title: 'Contact Us',
    description: `Write to ${site.name} or call customer care (10 AM to 6 PM). Our office is in ${site.city}, ${site.state}.`,
    path: '/contact-us',
    matches,
  });
};

const EMPTY: ContactForm = { name: '', phone_number: '', email: '', subject: '', message: '' };

// Field order on screen; the rules decide which error comes first (docs/spec.md §5).
const FIELDS: { key: keyof ContactForm; label: string; type?: string; autoComplete: string; multiline?: boolean }[] = [
  { key: 'name', label: 'Full name', autoComplete: 'name' },
  { key: 'phone_number', label: 'Phone number', type: 'tel', autoComplete: 'tel-national' },
  { key: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { key: 'subject', label: 'Subject', autoComplete: 'off' },
  { key: 'message', label: 'Message', autoComplete: 'off', multiline: true },
];

/**
 * OpenStreetMap's own embed page: no API key, no script of ours; the CSP allows frames from
 * that origin only (server/src/security-headers.ts). A box of about 1 km around the shop.
 */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';
function mapSrc({ lat, lon }: { lat: number; lon: number }) {
  const box = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map((n) => n.toFixed(4)).join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lon}`;
}

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

export default function ContactPage() {
  const SITE = useSite();
  const toast = useToast();
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactForm>(EMPTY);
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
      await api(endpoints.contactUs, { body: values });
      toast.success(MSG.contactSuccess);
      setValues(EMPTY);
    } catch (err) {
      // A rate limit says when to try again; any other failure is the spec's message.
      toast.error(err instanceof ApiError && err.status === 429 ? err.message : MSG.contactFailed);
    } finally {
      setSending(false);
    }
  };

  return (
    <main className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">Contact Us</h1>
      <p className="mt-2 max-w-2xl text-stone-600">
        Questions about an order, a size or a return? Send us a message and we will reply within one working day.
      </p>
      <div className="mt-8 grid gap-10 lg:grid-cols-[1fr_24rem]">
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          className="grid gap-5 sm:grid-cols-2"
          aria-label="Contact form"
        >
          {FIELDS.map((f) => {
            const fieldId = `${id}-${f.key}`;
            const errId = `${fieldId}-error`;
            const bad = error?.field === f.key;
            const common = {
              id: fieldId,
              name: f.key,
              value: values[f.key],
              autoComplete: f.autoComplete,
              'aria-invalid': bad || undefined,
              'aria-describedby': bad ? errId : undefined,
              onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
                setValues((v) => ({
                  ...v,
                  [f.key]: f.key === 'phone_number' ? digitsOnly(e.target.value) : e.target.value,
                })),
              className: `${input} ${bad ? 'border-red-700' : 'border-stone-300 focus:border-brand-600'}`,
            };
            return (
              <div key={f.key} className={f.multiline ? 'sm:col-span-2' : ''}>
                <label htmlFor={fieldId} className="text-sm font-medium text-stone-800">
                  {f.label}
                </label>
                {f.multiline ? (
                  <textarea {...common} rows={5} maxLength={5000} />
                ) : (
                  <input
                    {...common}
                    type={f.type ?? 'text'}
                    inputMode={f.key === 'phone_number' ? 'numeric' : undefined}
                    pattern={f.key === 'phone_number' ? '[0-9]*' : undefined}
                    maxLength={f.key === 'phone_number' ? undefined : 200}
                  />
                )}
                {bad && (
                  <p id={errId} className="mt-1 text-sm font-medium text-red-700" data-testid="field-error">
                    {error.message}
                  </p>
                )}
              </div>
            );
          })}
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
        <aside aria-labelledby="visit-us" className="self-start rounded-xl bg-stone-50 p-6">
          <h2 id="visit-us" className="text-lg font-semibold">
            Visit or call us
          </h2>
          <address className="mt-4 flex gap-3 not-italic leading-relaxed text-stone-700">
            <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
            <span>
              {SITE.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              <a
                href={SITE.mapUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="mt-2 inline-block font-semibold text-brand-700 underline underline-offset-2"
              >
                Open in maps
              </a>
            </span>
          </address>
          <ul className="mt-5 space-y-3 text-stone-700">
            {SITE.phones.map((p) => (
              <li key={p.label} className="flex gap-3">
                <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>
                  <span className="block text-sm text-stone-600">{p.label}</span>
                  <a href={telHref(p.number)} className="font-medium hover:text-brand-700">
                    {p.number}
                  </a>
                </span>
              </li>
            ))}
            <li className="flex gap-3">
              <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
              <a href={`mailto:${SITE.supportEmail}`} className="font-medium hover:text-brand-700">
                {SITE.supportEmail}
              </a>
            </li>
          </ul>
        </aside>
      </div>
      {/* a shop moved by the owner has no known point to draw: its "Open in maps" link stays */}
      {SITE.map && (
        <section aria-labelledby="map-heading" className="mt-12">
          <h2 id="map-heading" className="text-lg font-semibold">
            Find us in {SITE.city}
          </h2>
          <iframe
            title={`Map: ${SITE.addressLines.slice(1, 3).join(', ')}`}
            src={mapSrc(SITE.map)}
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            className="mt-4 h-80 w-full rounded-xl border border-stone-200 bg-stone-100 sm:h-96"
            data-testid="contact-map"
          />
        </section>
      )}
    </main>
  );
}
