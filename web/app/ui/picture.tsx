import { BANNER_ASPECT, type ImageWidth, imageUrl, PRODUCT_ASPECT, srcSet } from '@store/contract/images';

const ASPECTS = { product: PRODUCT_ASPECT, banner: BANNER_ASPECT, square: { width: 1, height: 1 } } as const;
export type Aspect = keyof typeof ASPECTS;

// The widths a slot offers, from its narrowest screen at 1.75 device pixels to its widest at 2-3:
// the browser takes the smallest that covers the slot, so a slot's `sizes` must be its exact
// width (e2e images.spec.ts checks each slot's choice). Fewer candidates also keep the HTML short.
/** 40-96 px: thumbnails, lines and avatars */
export const THUMB_WIDTHS = [160, 320] as const satisfies readonly ImageWidth[];
/** 148-290 px: product cards and category tiles */
export const CARD_WIDTHS = [320, 400, 480, 640] as const satisfies readonly ImageWidth[];
/** a screen's width or most of it: product photos and banners */
export const WIDE_WIDTHS = [400, 640, 800, 960, 1280] as const satisfies readonly ImageWidth[];

/**
 * A responsive image from a store image base path: AVIF and WebP at the slot's `widths`, `sizes`
 * for the slot, width and height plus aspect-ratio so the box is reserved before the bytes arrive.
 * Lazy unless `priority` (the one image that is the page's largest paint). The WebP set is the
 * <img>'s own, not a second <source>: the same choice for every browser, one element and one
 * `sizes` less per picture (a listing has dozens).
 */
export function Picture({
  src,
  alt,
  sizes,
  widths = CARD_WIDTHS,
  aspect = 'product',
  priority = false,
  fallbackWidth = widths[0],
  className = '',
  imgClassName = '',
}: {
  src: string | null | undefined;
  alt: string;
  sizes: string;
  widths?: readonly ImageWidth[];
  aspect?: Aspect;
  priority?: boolean;
  fallbackWidth?: ImageWidth;
  className?: string;
  imgClassName?: string;
}) {
  const ratio = ASPECTS[aspect];
  const style = { aspectRatio: `${ratio.width} / ${ratio.height}` };
  if (!src) {
    const box = `bg-gradient-to-br from-stone-100 to-stone-200 ${className}`;
    if (!alt) return <div aria-hidden="true" style={style} className={box} />;
    return <div role="img" aria-label={alt} style={style} className={box} />;
  }
  return (
    <picture className={`block overflow-hidden bg-stone-100 ${className}`} style={style}>
      <source type="image/avif" srcSet={srcSet(src, 'avif', widths)} sizes={sizes} />
      <img
        src={imageUrl(src, fallbackWidth, 'webp')}
        srcSet={srcSet(src, 'webp', widths)}
        sizes={sizes}
        alt={alt}
        width={ratio.width * 200}
        height={ratio.height * 200}
        loading={priority ? 'eager' : 'lazy'}
        decoding={priority ? 'sync' : 'async'}
        fetchpriority={priority ? 'high' : undefined}
        className={`h-full w-full object-cover ${imgClassName}`}
      />
    </picture>
  );
}
