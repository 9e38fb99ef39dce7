import { join } from 'node:path';
import type { ImageFormat } from '@store/contract/images';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import type { Env } from '../env';
import { HttpError } from '../http-error';
import { type CachedImage, cachedImage } from './image-cache';
import { parseImageKey, parseVariant } from './keys';

/**
 * GET /images/<key>/<width>.<format>: generated garment illustrations as WebP or AVIF, drawn
 * from the key alone (no database), cached on disk, immutable for a year.
 */
export const imagesRoutes = new Hono<AppEnv>();

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

/** The image at `/images/<key>/<width>.<format>` (from the disk cache or drawn), or null. */
export async function imageAt(env: Env, path: string): Promise<(CachedImage & { format: ImageFormat }) | null> {
  const segments = path.slice('/images/'.length).split('/');
  const variant = parseVariant(segments.pop() ?? '');
  const key = variant ? parseImageKey(segments) : null;
  if (!variant || !key) return null;
  const dir = env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'images');
  const name = `${segments.join('_')}_${variant.width}.${variant.format}`;
  const image = await cachedImage(dir, name, key, variant.width, variant.format);
  return { ...image, format: variant.format };
}

/**
 * Draws the home banners at the widths phones and desktops pick, after start-up: a banner is
 * the home page's largest paint, and drawing one on its first request took up to a second.
 * Files already cached cost a read each.
 */
export async function warmBannerImages(env: Env, bannerPaths: readonly string[]): Promise<void> {
  const format: ImageFormat = 'avif';
  for (const base of bannerPaths)
    for (const width of [640, 960, 1280]) await imageAt(env, `${base}/${width}.${format}`);
}

imagesRoutes.get('/images/*', async (c) => {
  const image = await imageAt(c.var.deps.env, c.req.path);
  if (!image) throw new HttpError('not_found', 'Image not found');

  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
  };
  if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.body), 200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[image.format],
    'Content-Length': String(image.body.length),
  });
});
