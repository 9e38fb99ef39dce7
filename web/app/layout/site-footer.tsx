import { Link } from '../lib/link';
import { MailIcon, PhoneIcon, PinIcon } from './icons';
import { telHref, useSite } from './site';

export const POLICY_LINKS = [
  { to: '/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/shipping-policy', label: 'Shipping Policy' },
  { to: '/return-policy', label: 'Return Policy' },
  { to: '/exchange-policy', label: 'Exchange Policy' },
] as const;

const heading = 'mb-4 text-sm font-semibold uppercase tracking-wider text-white';
const link = 'rounded text-stone-300 hover:text-white focus-visible:outline-2 focus-visible:outline-white';

/** Footer sections About, Policies, Contact; Lucknow address, 3 phones, e-mail, social, © 2022 (docs/spec.md §2). */
export function SiteFooter() {
  const SITE = useSite();
  return (
    <footer className="mt-8 bg-stone-900 text-sm text-stone-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={heading}>
            About
          </h2>
          <p className="font-serif text-2xl font-bold text-white">{SITE.name}</p>
          <p className="mt-3 leading-relaxed">
            {SITE.tagline}, designed and shipped from {SITE.city}. Prices include GST; shipping is free across India.
          </p>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/about-us" className={link}>
                About Us
              </Link>
            </li>
            <li>
              <Link to="/faqs" className={link}>
                FAQs
              </Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={heading}>
            Policies
          </h2>
          <ul className="space-y-2">
            {POLICY_LINKS.map((p) => (
              <li key={p.to}>
                <Link to={p.to} className={link}>
                  {p.label}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact" className="lg:col-span-2">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          <div className="grid gap-6 sm:grid-cols-2">
            <address className="flex gap-3 not-italic leading-relaxed">
              <PinIcon className="mt-0.5 h-5 w-5 shrink-0 text-stone-400" />
              <span>
                {SITE.addressLines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </address>
            <ul className="space-y-3">
              {SITE.phones.map((p) => (
                <li key={p.label} className="flex gap-3">
                  <PhoneIcon className="mt-0.5 h-5 w-5 shrink-0 text-stone-400" />
                  <span>
                    <span className="block text-stone-400">{p.label}</span>
                    <a href={telHref(p.number)} className={link}>
                      {p.number}
                    </a>
                  </span>
                </li>
              ))}
              <li className="flex gap-3">
                <MailIcon className="mt-0.5 h-5 w-5 shrink-0 text-stone-400" />
                <a href={`mailto:${SITE.supportEmail}`} className={link}>
                  {SITE.supportEmail}
                </a>
              </li>
            </ul>
          </div>
          <p className="mt-6">
            Follow us on{' '}
            <a href={SITE.social.href} rel="noopener noreferrer" target="_blank" className={`${link} underline`}>
              {SITE.social.label}
            </a>
          </p>
        </section>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-xs text-stone-400">
          {`© ${SITE.since} ${SITE.name}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
