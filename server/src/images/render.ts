import { PHOTO_MAX_PIXELS } from '@store/contract/admin-photos';
import sharp, { type Sharp } from 'sharp';
import { type DrawnKey, heightFor } from './keys';
import { productScene, wrapSvg } from './svg/scene';
import { avatarScene, bannerScene, categoryScene, launchScene } from './svg/showcase';
import { sizeChartScene } from './svg/size-chart';

export type RenderFormat = 'webp' | 'avif' | 'jpg' | 'png';

/** The SVG for a key at a pixel size: drawn on a fixed canvas, scaled by the viewBox. */
export function svgFor(key: DrawnKey, width: number): string {
  const height = heightFor(key, width);
  switch (key.type) {
    case 'product':
      return wrapSvg(productScene(key.kind, key.hex, key.view, key.pattern), width, height);
    case 'launch':
      return wrapSvg(launchScene(key.kind, key.hex, key.view, key.pattern), width, height);
    case 'banner':
      return wrapSvg(bannerScene(key.n), width, height, 1200, 500);
    case 'category':
      return wrapSvg(categoryScene(key.slug), width, height);
    case 'chart':
      return wrapSvg(sizeChartScene(key.kind), width, height);
    case 'avatar':
      return wrapSvg(avatarScene(key.initials, key.hex), width, height);
  }
}

/** AVIF at a low effort keeps first requests quick. */
function encode(image: Sharp, format: RenderFormat): Promise<Buffer> {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 82 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png().toBuffer();
}

/** Rasterises a drawn key through sharp. */
export function renderImage(key: DrawnKey, width: number, format: RenderFormat): Promise<Buffer> {
  return encode(sharp(Buffer.from(svgFor(key, width))), format);
}

/** The tallest an uploaded photo's size may be, in widths: a very tall picture is fitted inside. */
const MAX_TALL = 3;

/**
 * A size of an uploaded photo (docs/decisions/0027): the requested width at the picture's own
 * aspect, never enlarged past the original. Its own aspect rather than a 4:5 crop, because the
 * same photo may be a product's (4:5 slot), a banner's (12:5) or a phone banner's: the storefront's
 * <Picture> reserves the slot's aspect and covers it (object-fit), so the page never shifts and
 * the crop follows the slot. The original was cleaned at upload (photos/clean.ts); JPEG loses its
 * transparency to white.
 */
export function renderPhoto(original: Buffer, width: number, format: RenderFormat): Promise<Buffer> {
  let image = sharp(original, { limitInputPixels: PHOTO_MAX_PIXELS }).resize({
    width,
    height: width * MAX_TALL,
    fit: 'inside',
    withoutEnlargement: true,
  });
  if (format === 'jpg') image = image.flatten({ background: '#ffffff' });
  return encode(image, format);
}
