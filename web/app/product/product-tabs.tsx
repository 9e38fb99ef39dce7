import type { ProductDetail } from '@store/contract/catalog';
import { isRichText } from '@store/contract/rich-text';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { useId, useRef, useState } from 'react';
import { Picture, WIDE_WIDTHS } from '../ui/picture';
import { Stars } from '../ui/stars';

const TABS = ['Description', 'Size Chart', 'Reviews'] as const;
type Tab = (typeof TABS)[number];

const specValue = (v: string | boolean) => (typeof v === 'boolean' ? (v ? 'Yes' : 'No') : v);

function Description({ product }: { product: ProductDetail }) {
  return (
    <div className="space-y-5">
      {isRichText(product.description) ? (
        // The console's rich text, sanitised by the server when saved and when served (decision 0020).
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised HTML
        <div className="prose max-w-prose text-stone-700" dangerouslySetInnerHTML={{ __html: product.description }} />
      ) : (
        <p className="max-w-prose whitespace-pre-line leading-relaxed text-stone-700">{product.description}</p>
      )}
      {product.specifications.length > 0 && (
        <details open className="group rounded-lg border border-stone-200">
          <summary className="flex cursor-pointer list-none items-center justify-between px-4 py-3 font-semibold focus-visible:outline-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            Product Details
            <span aria-hidden="true" className="text-xl leading-none transition group-open:rotate-45">
              +
            </span>
          </summary>
          <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-6 border-t border-stone-200 px-4 py-3 text-sm">
            {product.specifications.map((s) => (
              <div
                key={s.name}
                className="col-span-2 grid grid-cols-subgrid border-b border-stone-100 py-2 last:border-0"
              >
                <dt className="text-stone-600">{s.name}</dt>
                <dd className="font-medium text-ink">{specValue(s.value)}</dd>
              </div>
            ))}
          </dl>
        </details>
      )}
    </div>
  );
}

function Reviews({ product }: { product: ProductDetail }) {
  if (product.reviews.length === 0) return <p className="text-stone-600">{MSG.noReviews}</p>;
  return (
    <div>
      <p className="flex items-center gap-2 text-sm text-stone-700">
        <Stars rating={product.rating.average} />
        <span>
          {product.rating.average.toFixed(1)} out of 5 · {product.rating.count}{' '}
          {product.rating.count === 1 ? 'review' : 'reviews'}
        </span>
      </p>
      <ul className="mt-4 divide-y divide-stone-200">
        {product.reviews.map((r) => (
          <li key={r.id} className="py-4" data-testid="review">
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Stars rating={r.rating} />
              {r.title && <p className="font-semibold text-ink">{r.title}</p>}
            </div>
            {r.comment && <p className="mt-2 max-w-prose text-stone-700">{r.comment}</p>}
            <p className="mt-2 text-sm text-stone-600">
              {r.name}
              {r.verified_buyer && <span className="ml-2 font-medium text-emerald-700">✓ Verified buyer</span>}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Description, Size Chart and Reviews as an accessible tablist (arrow keys, Home, End). */
export function ProductTabs({ product }: { product: ProductDetail }) {
  const [active, setActive] = useState<Tab>('Description');
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const id = (t: Tab, part: 'tab' | 'panel') => `${base}-${part}-${TABS.indexOf(t)}`;
  const onKeyDown = (e: React.KeyboardEvent) => {
    const i = TABS.indexOf(active);
    const next =
      e.key === 'ArrowRight'
        ? (i + 1) % TABS.length
        : e.key === 'ArrowLeft'
          ? (i - 1 + TABS.length) % TABS.length
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? TABS.length - 1
              : -1;
    if (next < 0) return;
    e.preventDefault();
    setActive(TABS[next]);
    refs.current[next]?.focus();
  };
  return (
    <section aria-label="Product information" className="below-fold mt-12">
      <div
        role="tablist"
        aria-label="Product information"
        className="flex gap-6 overflow-x-auto border-b border-stone-200"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t, i) => (
          <button
            key={t}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={id(t, 'tab')}
            aria-controls={id(t, 'panel')}
            aria-selected={active === t}
            tabIndex={active === t ? 0 : -1}
            onClick={() => setActive(t)}
            className={`-mb-px shrink-0 border-b-2 py-3 text-sm font-semibold tracking-wide uppercase focus-visible:outline-2 focus-visible:outline-brand-600 ${
              active === t ? 'border-ink text-ink' : 'border-transparent text-stone-600 hover:text-ink'
            }`}
          >
            {t}
            {t === 'Reviews' && product.reviews.length > 0 && ` (${product.reviews.length})`}
          </button>
        ))}
      </div>
      {TABS.map((t) => (
        <div
          key={t}
          role="tabpanel"
          id={id(t, 'panel')}
          aria-labelledby={id(t, 'tab')}
          hidden={active !== t}
          className="py-6 focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {t === 'Description' && <Description product={product} />}
          {t === 'Size Chart' &&
            (product.size_chart ? (
              <Picture
                src={product.size_chart}
                alt={`Size chart for ${product.name}`}
                sizes="(min-width: 768px) 640px, 100vw"
                widths={WIDE_WIDTHS}
                className="max-w-xl"
                imgClassName="aspect-auto object-contain"
              />
            ) : (
              <p className="text-stone-600">{MSG.sizeChartMissing}</p>
            ))}
          {t === 'Reviews' && <Reviews product={product} />}
        </div>
      ))}
    </section>
  );
}
