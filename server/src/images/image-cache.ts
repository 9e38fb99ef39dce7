import { createHash } from 'node:crypto';
import { join } from 'node:path';
import type { ImageFormat } from '@store/contract/images';
import type { Deps } from '../app-env';
import type { Env } from '../env';
import { readOriginal } from '../photos/storage';
import { catalogueImages } from './catalogue-images';
import { DiskCache } from './disk-cache';
import { defaultWidth, parseImageKey, parseVariant } from './keys';
import { negotiateFormat } from './negotiate';
import { renderImage, renderPhoto } from './render';
import { RenderQueue, RenderQueueFull } from './render-queue';

export interface ServedImage {
  body: Buffer;
  etag: string;
  format: ImageFormat;
  /** the URL named no width and format: the format came from Accept */
  negotiated: boolean;
}

interface Drawn {
  body: Buffer;
  etag: string;
}

/** One render line and one disk cache per configuration (the tests start several). */
const parts = new WeakMap<Env, { queue: RenderQueue; cache: DiskCache }>();
function partsFor(env: Env) {
  let p = parts.get(env);
  if (!p) {
    const dir = env.IMAGE_CACHE_DIR ?? join(env.DATA_DIR, 'images');
    p = {
      queue: new RenderQueue(env.IMAGE_RENDERS, env.IMAGE_RENDER_QUEUE),
      cache: new DiskCache(dir, env.IMAGE_CACHE_MAX_MB * 1024 * 1024),
    };
    parts.set(env, p);
  }
  return p;
}

/** The disk cache of a configuration (tests read its size). */
export const imageCacheOf = (env: Env) => partsFor(env).cache;

/**
 * The image at `/images/<key>/<width>.<format>`, or at `/images/<key>` as the API hands it out
 * (default width, format from `accept`); null for a path that names no image of the catalogue
 * or no uploaded photo, before anything is read or drawn. An uploaded photo (`u/<id>`) is drawn
 * from its original, read from the database or the bucket (photos/storage.ts) in the render line. Throws RenderQueueFull when it must be drawn and the render
 * line is full.
 */
export async function imageAt(deps: Deps, path: string, accept?: string): Promise<ServedImage | null> {
  const segments = path.slice('/images/'.length).split('/');
  const variant = parseVariant(segments[segments.length - 1] ?? '');
  if (variant) segments.pop();
  const key = parseImageKey(segments);
  if (!key) return null;
  if (!(await catalogueImages(deps.db).has(`/images/${segments.join('/')}`))) return null;
  const width = variant?.width ?? defaultWidth(key);
  const format = variant?.format ?? negotiateFormat(accept);
  const draw =
    key.type === 'upload'
      ? async () => {
          const original = await readOriginal(deps, key.id);
          if (!original) throw new Error(`photo ${key.id} is gone`); // photos are never deleted
          return renderPhoto(original, width, format);
        }
      : () => renderImage(key, width, format);
  const image = await cachedImage(deps.env, `${segments.join('_')}_${width}.${format}`, draw);
  return { ...image, format, negotiated: !variant };
}

/**
 * Draws the home banners at the widths phones and desktops pick, after start-up: a banner is
 * the home page's largest paint, and drawing one on its first request took up to a second.
 * Files already cached cost a read each. The paths come from the database's banners.
 */
export async function warmBannerImages(env: Env, bannerPaths: readonly string[]): Promise<void> {
  const format: ImageFormat = 'avif';
  for (const base of bannerPaths) {
    const segments = base.slice('/images/'.length).split('/');
    const key = parseImageKey(segments);
    // an uploaded banner is drawn on its first request: this runs without the database at hand
    if (!key || key.type === 'upload') continue;
    for (const width of [640, 960, 1280] as const) {
      // Shoppers come first: a full render line skips the banner, its first request draws it.
      const draw = () => renderImage(key, width, format);
      await cachedImage(env, `${segments.join('_')}_${width}.${format}`, draw).catch((err) => {
        if (!(err instanceof RenderQueueFull)) throw err;
      });
    }
  }
}

/** Renders already under way, so a burst of first requests for one image renders it once. */
const inflight = new Map<string, Promise<Drawn>>();

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/** An image from the disk cache, or drawn in the render line and stored. */
async function cachedImage(env: Env, name: string, draw: () => Promise<Buffer>): Promise<Drawn> {
  const { queue, cache } = partsFor(env);
  const cached = await cache.read(name);
  if (cached) return { body: cached, etag: etagOf(cached) };
  const id = `${cache.dir}/${name}`;
  let pending = inflight.get(id);
  if (!pending) {
    pending = queue
      .run(draw)
      .then(async (body) => {
        await cache.write(name, body);
        return { body, etag: etagOf(body) };
      })
      .finally(() => inflight.delete(id));
    inflight.set(id, pending);
  }
  return pending;
}
