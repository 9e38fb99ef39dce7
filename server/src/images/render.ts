import sharp from 'sharp';
import { heightFor, type ImageKey } from './keys';
import { productScene, wrapSvg } from './svg/scene';
import { avatarScene, bannerScene, categoryScene, launchScene } from './svg/showcase';
import { sizeChartScene } from './svg/size-chart';

/** The SVG for a key at a pixel size: drawn on a fixed canvas, scaled by the viewBox. */
export function svgFor(key: ImageKey, width: number): string {
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

/** Rasterises through sharp; AVIF at a low effort keeps first requests quick. */
export async function renderImage(
  key: ImageKey,
  width: number,
  format: 'webp' | 'avif' | 'jpg' | 'png',
): Promise<Buffer> {
  const image = sharp(Buffer.from(svgFor(key, width)));
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 }).toBuffer();
  if (format === 'webp') return image.webp({ quality: 82 }).toBuffer();
  if (format === 'jpg') return image.jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  return image.png().toBuffer();
}
