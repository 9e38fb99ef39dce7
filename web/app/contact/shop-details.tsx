import { MailIcon, PhoneIcon, PinIcon } from '../layout/icons';
import { telHref, useSite } from '../layout/site';

/**
 * OpenStreetMap's own embed page: no API key, no script of ours; the CSP allows frames from
 * that origin only (server/src/http/security-headers.ts). A box of about 1 km around the shop.
 */
export const MAP_ORIGIN = 'https://www.openstreetmap.org';
function mapSrc({ lat, lon }: { lat: number; lon: number }) {
  const box = [lon - 0.006, lat - 0.004, lon + 0.006, lat + 0.004].map((n) => n.toFixed(4)).join(',');
  return `${MAP_ORIGIN}/export/embed.html?bbox=${box}&layer=mapnik&marker=${lat},${lon}`;
}

/** The shop's address, phones and support email, beside the contact form. */
export function VisitUs() {
  const SITE = useSite();
  return (
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
  );
}

/** The map under the page; a shop moved by the owner has no known point to draw, only its "Open in maps" link. */
export function ShopMap() {
  const SITE = useSite();
  if (!SITE.map) return null;
  return (
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
  );
}
