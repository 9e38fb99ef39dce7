import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ImageFormat } from '@store/contract/images';
import type { Env } from '../env';
import { type ImageKey, parseImageKey, parseVariant } from './keys';
import { renderImage } from './render';

export interface CachedImage {
  body: Buffer;
  etag: string;
}

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

/** Renders already under way, so a burst of first requests for one image renders it once. */
const inflight = new Map<string, Promise<CachedImage>>();
let warnedUnwritable = false;

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`;

/**
 * An image from the disk cache, or rendered and stored. `name` is built only from a parsed,
 * validated key, so it cannot leave `dir`. Files are written to a unique temporary name and
 * renamed, so a reader never sees half a file even when two processes render at once.
 */
async function cachedImage(
  dir: string,
  name: string,
  key: ImageKey,
  width: number,
  format: ImageFormat,
): Promise<CachedImage> {
  const path = join(dir, name);
  try {
    const body = await readFile(path);
    return { body, etag: etagOf(body) };
  } catch {
    // not cached yet
  }
  let pending = inflight.get(path);
  if (!pending) {
    pending = (async () => {
      const body = await renderImage(key, width, format);
      await store(dir, path, body);
      return { body, etag: etagOf(body) };
    })().finally(() => inflight.delete(path));
    inflight.set(path, pending);
  }
  return pending;
}

async function store(dir: string, path: string, body: Buffer) {
  const tmp = `${path}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, body);
    await rename(tmp, path);
  } catch (err) {
    // A read-only disk costs speed, never the image: serve what was rendered.
    await unlink(tmp).catch(() => {});
    if (!warnedUnwritable) {
      warnedUnwritable = true;
      console.warn(`[images] cannot write the image cache in ${dir}: ${(err as Error).message}`);
    }
  }
}
