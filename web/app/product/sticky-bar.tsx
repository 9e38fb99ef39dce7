import { formatInr } from '@store/contract/money';
import { type RefObject, useEffect, useState } from 'react';

export interface StickyBarProps {
  /** the page's own Add to Cart and Buy Now */
  target: RefObject<HTMLElement | null>;
  price: number;
  name: string;
  /** the page's PurchaseActions, compact: passed in so this file stays apart from the page's code */
  children: React.ReactNode;
}

/**
 * Price, Add to Cart and Buy Now fixed to the bottom of the screen once the page's own buttons
 * have scrolled up out of view, and away again over the footer. Fixed, so nothing moves when it
 * comes; the same checks and toasts as the page's buttons, since it shows the same component.
 */
export function StickyBar({ target, price, name, children }: StickyBarProps) {
  const [passed, setPassed] = useState(false);
  const [footer, setFooter] = useState(false);
  useEffect(() => {
    const el = target.current;
    const foot = document.querySelector('footer');
    if (!el || typeof IntersectionObserver === 'undefined') return;
    // The viewport stretched far down: the buttons leave it only by going above the top, so a
    // jump back to the top (a tap on the phone's status bar) is a crossing too.
    const above = new IntersectionObserver(([e]) => setPassed(!e.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    });
    const over = new IntersectionObserver(([e]) => setFooter(e.isIntersecting));
    above.observe(el);
    if (foot) over.observe(foot);
    return () => {
      above.disconnect();
      over.disconnect();
    };
  }, [target]);
  if (!passed || footer) return null;
  return (
    <section
      aria-label="Quick buy"
      data-testid="sticky-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-stone-200 bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgb(0_0_0/0.08)]"
    >
      <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-2.5 sm:px-6">
        <div className="min-w-0 shrink-0 sm:flex-1">
          <p className="hidden truncate text-sm text-stone-600 sm:block">{name}</p>
          <p className="font-semibold text-ink">
            <span className="sr-only">Price </span>
            {formatInr(price)}
          </p>
        </div>
        <div className="min-w-0 flex-1 sm:max-w-md">{children}</div>
      </div>
    </section>
  );
}
