import { GALLERY_INTERVAL_MS } from '@store/contract/constants';
import { useEffect, useState } from 'react';
import { inWishlist, toggleWishlist, useWishlist, type WishlistItem } from '../cart/cart-store';
import { HeartIcon } from '../layout/icons';
import { lazyDialog } from '../ui/lazy-dialog';
import { Picture, THUMB_WIDTHS, WIDE_WIDTHS } from '../ui/picture';

// The main photo's width: the page less its padding (1rem, 1.5rem from sm), and from lg the
// gallery's 1.1fr of the two columns less the 5rem thumbnails and their 0.75rem gap (product-view.tsx).
const PHOTO_SIZES =
  '(min-width: 1280px) 528px, (min-width: 1024px) calc(52.4vw - 8.9rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';

const ZoomViewer = lazyDialog(() => import('./zoom-viewer').then((m) => m.ZoomViewer));

function usePrefersReducedMotion() {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const mq = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!mq) return;
    setReduced(mq.matches);
    const on = () => setReduced(mq.matches);
    mq.addEventListener('change', on);
    return () => mq.removeEventListener('change', on);
  }, []);
  return reduced;
}

/**
 * Main image that advances every 3 s (docs/spec.md §9) and pauses while the shopper points at it,
 * focuses it, has the zoom open, or prefers reduced motion; thumbnails; click to zoom; the
 * wishlist heart. The parent remounts it (key) when the colour changes, which resets it.
 */
export function Gallery({ images, name, wish }: { images: string[]; name: string; wish: WishlistItem }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [zoom, setZoom] = useState(false);
  const reduced = usePrefersReducedMotion();
  const wishlist = useWishlist();
  const wished = inWishlist(wishlist, wish.id);
  const count = images.length;
  const paused = hovered || focused || zoom || reduced;

  useEffect(() => {
    if (paused || count < 2) return;
    const t = setInterval(() => setIndex((i) => (i + 1) % count), GALLERY_INTERVAL_MS);
    return () => clearInterval(t);
  }, [paused, count]);

  return (
    <section
      aria-label={`${name} images`}
      className="flex flex-col-reverse gap-3 self-start lg:flex-row lg:items-start"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
    >
      {count > 1 && (
        <ul className="flex shrink-0 gap-2 overflow-x-auto pb-1 lg:w-20 lg:flex-col lg:overflow-visible">
          {images.map((img, i) => (
            <li key={img} className="w-16 shrink-0 lg:w-20">
              <button
                type="button"
                aria-label={`Show image ${i + 1} of ${count}`}
                aria-current={i === index}
                onClick={() => setIndex(i)}
                className={`block w-full overflow-hidden rounded-md border-2 transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                  i === index ? 'border-ink' : 'border-transparent opacity-80 hover:opacity-100'
                }`}
              >
                <Picture src={img} alt="" sizes="(min-width: 1024px) 76px, 60px" widths={THUMB_WIDTHS} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative min-w-0 flex-1 overflow-hidden rounded-xl bg-stone-100">
        <button
          type="button"
          onClick={() => setZoom(true)}
          onPointerEnter={ZoomViewer.preload}
          onFocus={ZoomViewer.preload}
          aria-label={`Zoom image ${index + 1} of ${count}`}
          className="block w-full cursor-zoom-in focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-brand-600"
        >
          <span
            className="flex transition-transform duration-500 ease-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${index * 100}%)` }}
            data-testid="gallery-track"
            data-index={index}
          >
            {images.map((img, i) => (
              <Picture
                key={img}
                src={img}
                alt={i === 0 ? name : `${name}, view ${i + 1}`}
                sizes={PHOTO_SIZES}
                widths={WIDE_WIDTHS}
                fallbackWidth={960}
                priority={i === 0}
                className="w-full shrink-0"
              />
            ))}
          </span>
        </button>
        <button
          type="button"
          onClick={() => toggleWishlist(wish)}
          aria-pressed={wished}
          aria-label={wished ? 'Remove from wishlist' : 'Add to wishlist'}
          data-testid="wishlist-toggle"
          className={`absolute right-3 top-3 grid h-11 w-11 place-items-center rounded-full bg-white/90 shadow-sm backdrop-blur transition hover:scale-105 focus-visible:outline-2 focus-visible:outline-brand-600 ${
            wished ? 'text-brand-600' : 'text-stone-700'
          }`}
        >
          <HeartIcon filled={wished} className="h-6 w-6" />
        </button>
        {count > 1 && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 bottom-3 flex justify-center gap-1.5"
          >
            {images.map((img, i) => (
              <span
                key={img}
                className={`h-1.5 rounded-full transition-all ${i === index ? 'w-5 bg-ink' : 'w-1.5 bg-ink/30'}`}
              />
            ))}
          </div>
        )}
      </div>
      <ZoomViewer
        open={zoom}
        onClose={() => setZoom(false)}
        images={images}
        name={name}
        index={index}
        onIndex={setIndex}
      />
    </section>
  );
}
