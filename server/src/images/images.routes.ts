import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http-error';
import { imageAt } from './image-cache';

/**
 * GET /images/<key>/<width>.<format>: generated garment illustrations as WebP or AVIF, drawn
 * from the key alone (no database), cached on disk, immutable for a year.
 */
export const imagesRoutes = new Hono<AppEnv>();

const CONTENT_TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

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
