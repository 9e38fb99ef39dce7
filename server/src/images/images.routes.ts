import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';
import { imageAt, type ServedImage } from './image-cache';
import { CONTENT_TYPES } from './negotiate';
import { RenderQueueFull } from './render-queue';

/**
 * GET /images/<key>/<width>.<format> and GET /images/<key> (the path the API hands out, at a
 * default width in the format the client's Accept takes): generated garment illustrations,
 * only for images the catalogue holds, drawn in a bounded render line, cached on disk.
 * A key and width name one picture for good, so every answer is immutable for a year.
 */
export const imagesRoutes = new Hono<AppEnv>();

imagesRoutes.get('/images/*', async (c) => {
  let image: ServedImage | null;
  try {
    image = await imageAt(c.var.deps, c.req.path, c.req.header('accept'));
  } catch (err) {
    if (!(err instanceof RenderQueueFull)) throw err;
    c.header('Retry-After', String(err.retryAfterS));
    c.header('Cache-Control', 'no-store');
    return c.json({ error: { code: 'rate_limited', message: 'The store is busy, please retry' } }, 503);
  }
  if (!image) throw new HttpError('not_found', 'Image not found');

  const headers: Record<string, string> = {
    'Cache-Control': 'public, max-age=31536000, immutable',
    ETag: image.etag,
  };
  // One URL, a format per Accept: caches must key on it.
  if (image.negotiated) headers.Vary = 'Accept';
  if (c.req.header('if-none-match') === image.etag) return c.body(null, 304, headers);
  return c.body(new Uint8Array(image.body), 200, {
    ...headers,
    'Content-Type': CONTENT_TYPES[image.format],
    'Content-Length': String(image.body.length),
  });
});
