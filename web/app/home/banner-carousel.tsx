import type { Banner } from '@store/contract/catalog';
import { imageUrl, srcSet } from '@store/contract/images';
import { useCallback, useEffect, useState } from 'react';
import type { MetaDescriptor } from 'react-router';
import { ChevronIcon } from '../layout/icons';
import { Link } from '../lib/link';
import { Picture, WIDE_WIDTHS } from '../ui/picture';

const INTERVAL_MS = 5000;
/** a slide's box before its picture is in the page: the picture's size and background */
const BANNER_BOX = 'aspect-[12/5] bg-stone-100';
const PHONE_BOX = 'aspect-square bg-stone-100 sm:aspect-[12/5]';
// the page's width, less its 1rem padding from sm (the section's classes below)
const SIZES = '(min-width: 1280px) 1248px, (min-width: 640px) calc(100vw - 2rem), 100vw';
const control =
  'grid h-10 w-10 place-items-center rounded-full bg-white/90 text-stone-900 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-white';

/**
 * Home banners. Auto-advances, pausing while hovered or focused, with a pause button for
 * people who need it still (WCAG 2.2.2), prev/next and one dot per slide. The first image is
 * the page's largest paint: high priority and preloaded (`bannerPreload`, in the home route's
 * meta). The other slides' pictures are not in the page until it has loaded (or the carousel
 * moves): lazy loading still fetched them with the first screen, because they sit beside it,
 * and on a phone's connection their bytes (34 KB in the demo) shared its bandwidth with the
 * first banner and the scripts, for slides nobody sees for five seconds.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [stopped, setStopped] = useState(false);
  const [hiddenSlidesShown, showHiddenSlides] = useHiddenSlides();
  const count = banners.length;

  useEffect(() => {
    if (count < 2 || hovered || stopped) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    const t = setInterval(() => {
      showHiddenSlides();
      setIndex((i) => (i + 1) % count);
    }, INTERVAL_MS);
    return () => clearInterval(t);
  }, [count, hovered, stopped, showHiddenSlides]);

  if (count === 0) return <FallbackHero />;
  const go = (i: number) => {
    showHiddenSlides();
    setIndex((i + count) % count);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative mx-auto max-w-7xl sm:px-4 sm:pt-4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setHovered(false)}
      data-testid="banner-carousel"
    >
      <div className="relative overflow-hidden sm:rounded-xl">
        <div
          className="flex transition-transform duration-500 ease-out"
          style={{ transform: `translateX(-${index * 100}%)` }}
          aria-live={hovered || stopped ? 'polite' : 'off'}
        >
          {banners.map((b, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: a group per slide
            <div
              key={b.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}`}
              aria-hidden={i !== index}
              inert={i !== index ? '' : undefined}
              className="relative w-full shrink-0"
            >
              <Link to={b.link} className="block focus-visible:outline-none">
                {i !== 0 && !hiddenSlidesShown ? (
                  <div className={b.phone_image ? PHONE_BOX : BANNER_BOX} />
                ) : b.phone_image ? (
                  <BannerPicture banner={b} phoneImage={b.phone_image} priority={i === 0} />
                ) : (
                  <Picture
                    src={b.image}
                    alt={b.title}
                    sizes={SIZES}
                    widths={WIDE_WIDTHS}
                    aspect="banner"
                    priority={i === 0}
                    fallbackWidth={1280}
                  />
                )}
                {(b.title || b.subtitle) && (
                  <div className="absolute inset-0 flex flex-col justify-center bg-gradient-to-r from-black/60 via-black/25 to-transparent px-5 sm:px-16">
                    <p className="max-w-[60%] text-lg font-bold leading-tight text-white sm:text-4xl">{b.title}</p>
                    {b.subtitle && (
                      <p className="mt-1 max-w-[60%] text-xs text-white/90 sm:mt-3 sm:text-lg">{b.subtitle}</p>
                    )}
                    <span className="mt-3 hidden w-fit rounded-full bg-white px-5 py-2 text-sm font-semibold text-stone-900 sm:inline-block">
                      Shop now
                    </span>
                  </div>
                )}
              </Link>
            </div>
          ))}
        </div>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label="Previous slide"
              className={`${control} absolute left-3 top-1/2 hidden -translate-y-1/2 sm:grid`}
            >
              <ChevronIcon dir="left" className="h-5 w-5" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label="Next slide"
              className={`${control} absolute right-3 top-1/2 hidden -translate-y-1/2 sm:grid`}
            >
              <ChevronIcon dir="right" className="h-5 w-5" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <div className="flex items-center justify-center gap-1 py-2">
          <button
            type="button"
            onClick={() => setStopped((s) => !s)}
            aria-label={stopped ? 'Play slides' : 'Pause slides'}
            className="grid h-8 w-8 place-items-center rounded-full text-stone-700 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600"
          >
            {stopped ? (
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
                <path d="M4 2.5v11l9-5.5-9-5.5Z" />
              </svg>
            ) : (
              <svg viewBox="0 0 16 16" className="h-3.5 w-3.5" fill="currentColor" aria-hidden="true">
                <path d="M4 2h3v12H4zM9 2h3v12H9z" />
              </svg>
            )}
          </button>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              onClick={() => go(i)}
              aria-label={`Show slide ${i + 1}: ${b.title}`}
              aria-current={i === index}
              className="grid h-8 w-6 place-items-center focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span
                className={`block h-2 rounded-full transition-all ${i === index ? 'w-5 bg-brand-600' : 'w-2 bg-stone-400'}`}
              />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The first banner's image as a high-priority preload in the document head, so the browser
 * starts it before the CSS and scripts. `fetchpriority` in lower case: React 18 renders it as
 * written and would warn about `fetchPriority`.
 */
export function bannerPreload(banners: Banner[]): MetaDescriptor[] {
  if (banners.length === 0) return [];
  const { image, phone_image: phone } = banners[0];
  const preload = (src: string, media?: string): MetaDescriptor => ({
    tagName: 'link',
    rel: 'preload',
    as: 'image',
    type: 'image/avif',
    href: `${src}/1280.avif`,
    imageSrcSet: srcSet(src, 'avif', WIDE_WIDTHS),
    imageSizes: SIZES,
    fetchpriority: 'high',
    ...(media ? { media } : {}),
  });
  // with a phone picture each screen fetches only its own
  return phone ? [preload(phone, PHONE_MEDIA), preload(image, WIDE_MEDIA)] : [preload(image)];
}

/**
 * Whether the slides after the first have their pictures in the page: from the page's load event,
 * or from the carousel's first move (false in the server's render and at hydration). Once in,
 * they stay, so a slide moving out keeps its picture.
 */
function useHiddenSlides(): [boolean, () => void] {
  const [shown, setShown] = useState(false);
  const show = useCallback(() => setShown(true), []);
  useEffect(() => {
    if (document.readyState === 'complete') return show();
    window.addEventListener('load', show, { once: true });
    return () => window.removeEventListener('load', show);
  }, [show]);
  return [shown, show];
}

const PHONE_MEDIA = '(max-width: 639px)';
const WIDE_MEDIA = '(min-width: 640px)';

/**
 * A banner with a picture of its own for phones (square, where the 12:5 desktop picture's text
 * would be too small): the browser takes one of the two sources by the screen's width.
 */
function BannerPicture({ banner, phoneImage, priority }: { banner: Banner; phoneImage: string; priority: boolean }) {
  return (
    <picture className={`block overflow-hidden ${PHONE_BOX}`}>
      <source media={PHONE_MEDIA} type="image/avif" srcSet={srcSet(phoneImage, 'avif', WIDE_WIDTHS)} sizes="100vw" />
      <source media={PHONE_MEDIA} type="image/webp" srcSet={srcSet(phoneImage, 'webp', WIDE_WIDTHS)} sizes="100vw" />
      <source type="image/avif" srcSet={srcSet(banner.image, 'avif', WIDE_WIDTHS)} sizes={SIZES} />
      <img
        src={imageUrl(banner.image, 1280, 'webp')}
        srcSet={srcSet(banner.image, 'webp', WIDE_WIDTHS)}
        sizes={SIZES}
        alt={banner.title}
        width={1200}
        height={500}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchpriority={priority ? 'high' : undefined}
        className="h-full w-full object-cover"
      />
    </picture>
  );
}

/** Until banners exist the page still opens with a proper hero, not a hole. */
function FallbackHero() {
  return (
    <section className="mx-auto max-w-7xl sm:px-4 sm:pt-4">
      <div className="flex flex-col justify-center bg-gradient-to-r from-brand-900 via-brand-700 to-brand-600 px-6 py-10 text-white sm:rounded-xl sm:px-12 sm:py-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-white/80">New season</p>
        <p className="mt-2 max-w-xl text-2xl font-bold leading-tight sm:text-4xl">
          Festive and everyday wear, made for India
        </p>
        <p className="mt-3 max-w-md text-sm text-white/90 sm:text-lg">
          Free shipping, easy exchanges and cash on delivery.
        </p>
      </div>
    </section>
  );
}
