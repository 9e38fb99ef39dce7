import type { ProductCard as Card } from '@store/contract/catalog';
import { ROW_SCROLL_STEP_PX } from '@store/contract/constants';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronIcon } from '../layout/icons';
import { Link } from '../lib/link';
import { CARD_SIZES_ROW, ProductCard } from './product-card';

/** Cards a phone shows of a row before it is scrolled (two and a bit); the rest start beside the screen. */
const CARDS_IN_VIEW = 3;

const arrow =
  'grid h-9 w-9 place-items-center rounded-full border border-stone-300 bg-white text-stone-800 hover:border-stone-500 disabled:cursor-default disabled:opacity-40 focus-visible:outline-2 focus-visible:outline-brand-600';

/**
 * A horizontal row that scrolls by touch (CSS scroll-snap) and by prev/next buttons in steps
 * of 450 px (docs/spec.md §9). The buttons disable themselves at either end.
 */
export function ScrollRow({
  title,
  viewAllTo,
  viewAllLabel,
  deferred = false,
  onNear,
  children,
}: {
  title: string;
  viewAllTo?: string;
  viewAllLabel?: string;
  /** Render the cards only when the row comes near the viewport (server sends the heading only). */
  deferred?: boolean;
  /** Called once the row is near the viewport (at once when not deferred). */
  onNear?: () => void;
  children: React.ReactNode[];
}) {
  const ref = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [edges, setEdges] = useState({ start: true, end: false });
  const near = useNearViewport(ref, deferred);

  const update = useCallback(() => {
    const el = ref.current;
    if (!el) return;
    setEdges({ start: el.scrollLeft <= 2, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 2 });
  }, []);
  const count = children.length;
  useEffect(() => {
    if (!near || count === 0) return;
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [update, near, count]);
  const notified = useRef(false);
  useEffect(() => {
    if (!near || notified.current) return;
    notified.current = true;
    onNear?.();
  }, [near, onNear]);

  const step = (dir: 1 | -1) => ref.current?.scrollBy({ left: dir * ROW_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <section
      aria-labelledby={headingId}
      className="below-fold mx-auto max-w-7xl px-4 py-6 sm:py-8"
      data-testid="product-row"
    >
      <div className="mb-4 flex items-center gap-3">
        <h2 id={headingId} className="mr-auto text-xl font-semibold tracking-tight sm:text-2xl">
          {title}
        </h2>
        {viewAllTo && (
          <Link
            to={viewAllTo}
            aria-label={viewAllLabel ?? `View all ${title}`}
            className="rounded-full px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            View All
          </Link>
        )}
        <button
          type="button"
          className={arrow}
          onClick={() => step(-1)}
          disabled={edges.start}
          aria-label={`Scroll ${title} back`}
        >
          <ChevronIcon dir="left" className="h-5 w-5" />
        </button>
        <button
          type="button"
          className={arrow}
          onClick={() => step(1)}
          disabled={edges.end}
          aria-label={`Scroll ${title} forward`}
        >
          <ChevronIcon dir="right" className="h-5 w-5" />
        </button>
      </div>
      <ul
        ref={ref}
        onScroll={update}
        className={`scrollbar-none -mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 sm:gap-5 ${near && count > 0 ? '' : 'min-h-[27rem] sm:min-h-[28rem]'}`}
        data-testid="row-track"
      >
        {near &&
          children.map((child, i) => {
            const beside = i >= CARDS_IN_VIEW ? 'beside-screen' : '';
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: items are keyed by their own content order
              <li key={i} className={`w-[45%] shrink-0 snap-start sm:w-[30%] lg:w-56 ${beside}`}>
                {child}
              </li>
            );
          })}
      </ul>
    </section>
  );
}

/**
 * True once `ref` is within a screen or so of the viewport (always true when not `enabled`).
 * False on the server and in the first client render, so hydration matches the server's HTML.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>, enabled: boolean) {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: '100% 0px',
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * A row of product cards with View All, as on the home page and under a product. A row that
 * arrived without its cards gets them from `load` when it comes near the viewport.
 */
export function ProductRow({
  title,
  products,
  viewAllTo,
  deferred,
  load,
}: {
  title: string;
  products: Card[];
  viewAllTo?: string;
  deferred?: boolean;
  load?: () => Promise<Card[]>;
}) {
  const [loaded, setLoaded] = useState<Card[] | null>(null);
  const onNear = useCallback(() => {
    load?.()
      .then(setLoaded)
      .catch(() => setLoaded([]));
  }, [load]);
  const cards = loaded ?? products;
  if (cards.length === 0 && (!load || loaded)) return null;
  return (
    <ScrollRow title={title} viewAllTo={viewAllTo} deferred={deferred} onNear={load ? onNear : undefined}>
      {cards.map((p) => (
        <ProductCard key={p.id} product={p} sizes={CARD_SIZES_ROW} />
      ))}
    </ScrollRow>
  );
}
