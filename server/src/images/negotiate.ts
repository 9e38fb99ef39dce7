import type { ImageFormat } from '@store/contract/images';

/** The media type each served format answers with. */
export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/**
 * The format for an image URL without one: AVIF or WebP if the Accept header names it (the
 * higher weight wins, AVIF on a tie: it is smaller), else JPEG, which every client decodes. Only a type named outright counts (`image/*` and
 * `*\/*` do not): browsers name AVIF and WebP when they take them, and an older client that
 * sends `image/*` may not decode either. A weight of 0 refuses the type.
 */
export function negotiateFormat(accept: string | undefined): ImageFormat {
  const weights = new Map<string, number>();
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type, ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (type) weights.set(type, Number.isFinite(weight) ? weight : 0);
  }
  const avif = weights.get('image/avif') ?? 0;
  const webp = weights.get('image/webp') ?? 0;
  if (avif > 0 && avif >= webp) return 'avif';
  return webp > 0 ? 'webp' : 'jpg';
}
