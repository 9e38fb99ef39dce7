import { join } from 'node:path';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { cachedImage } from './image-cache';
import { parseImageKey, parseVariant } from './keys';

/**
 * GET /images/<key>/<width>.<format>: generated garment illustrations as WebP or AVIF, drawn
 * from the key alone (no database), cached on disk, immutable for a year.
 */
export const imagesRoutes = new Hono<AppEnv>();

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

imagesRoutes.get('/images/*', async (c) => {
  const segments = c.req.path.slice('/images/'.length).split('/');
  const variant = parseVariant(segments.pop() ?? '');
  const key = variant ? parseImageKey(segments) : null;
  if (!variant || !key) throw new HttpError('not_found', 'Image not found');

  const { env } = c.var.deps;
  const dir = env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'images');
  const name = `${segments.join('_')}_${variant.width}.${variant.format}`;
  const image = await cachedImage(dir, name, key, variant.width, variant.format);

  const headers = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
  };
  if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.body), 200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[variant.format],
    'Content-Length': String(image.body.length),
  });
});
