import { IMAGE_FORMATS, IMAGE_WIDTHS, type ImageFormat, type ImageWidth } from '@store/contract/images';

/**
 * Image keys encode everything needed to draw the picture, so serving one needs no database:
 *   p/<kind>/<hex>/<view>-<pattern>   product photo (4:5); view 1 front, 2 detail, 3 hanger, 4 folded
 *   n/<kind>/<hex>/<view>-<pattern>   new-launch photo (4:5, spotlight backdrop)
 *   b/<n>                             home banner (12:5), no text baked in
 *   c/<category slug>                 category card (4:5)
 *   s/<kind>                          size chart (4:5)
 *   a/<INITIALS>-<hex>                avatar with 1-3 initials (4:5, circle in the middle)
 *   u/<id>                            a photo the staff uploaded (photos/), kept at its own aspect;
 *                                     drawn from its stored original, not from the key
 * The API hands out "/images/<key>", which answers at `defaultWidth` in a format chosen by the
 * client's Accept; the browser asks for "/images/<key>/<width>.<format>".
 */
export const GARMENT_KINDS = [
  'shirt',
  'tee',
  'jeans',
  'trousers',
  'top',
  'dress',
  'kurti',
  'kurta',
  'saree',
  'lehenga',
  'sherwani',
  'jacket',
  'suit',
] as const;
export type GarmentKind = (typeof GARMENT_KINDS)[number];

export const PATTERNS = ['plain', 'stripes', 'checks', 'block', 'buti', 'chikan', 'zari', 'floral', 'denim'] as const;
export type Pattern = (typeof PATTERNS)[number];

export const VIEWS = [1, 2, 3, 4] as const;
export const BANNER_COUNT = 6;
export const CATEGORY_ART = ['men', 'women', 'ethnic-wear'] as const;

export type ImageKey =
  | { type: 'product' | 'launch'; kind: GarmentKind; hex: string; view: number; pattern: Pattern }
  | { type: 'banner'; n: number }
  | { type: 'category'; slug: (typeof CATEGORY_ART)[number] }
  | { type: 'chart'; kind: GarmentKind }
  | { type: 'avatar'; initials: string; hex: string }
  | { type: 'upload'; id: string };
/** The keys drawn from the key alone (SVG scenes); an upload is drawn from its stored original. */
export type DrawnKey = Exclude<ImageKey, { type: 'upload' }>;

const hexOf = (hex: string) => hex.replace('#', '').toLowerCase();

export const productImage = (kind: GarmentKind, hex: string, view: number, pattern: Pattern) =>
  `/images/p/${kind}/${hexOf(hex)}/${view}-${pattern}`;
export const launchImage = (kind: GarmentKind, hex: string, view: number, pattern: Pattern) =>
  `/images/n/${kind}/${hexOf(hex)}/${view}-${pattern}`;
export const bannerImage = (n: number) => `/images/b/${n}`;
export const categoryImage = (slug: (typeof CATEGORY_ART)[number]) => `/images/c/${slug}`;
export const sizeChartImage = (kind: GarmentKind) => `/images/s/${kind}`;
/** Initials of a name ("Priya Sharma" -> "PS") on a colour. */
export const avatarImage = (name: string, hex: string) => {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join('')
    .replace(/[^A-Z]/g, '');
  return `/images/a/${initials || 'A'}-${hexOf(hex)}`;
};

const HEX = /^[0-9a-f]{6}$/;
/** an uploaded photo's id: 128 random bits in base64url (photos/photos.service.ts) */
const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/;
const isKind = (s: string): s is GarmentKind => (GARMENT_KINDS as readonly string[]).includes(s);
const isPattern = (s: string): s is Pattern => (PATTERNS as readonly string[]).includes(s);

/** Parses the segments after /images/ (without width.format). Anything unexpected is null. */
export function parseImageKey(segments: string[]): ImageKey | null {
  const [type, a, b, c, ...rest] = segments;
  if (rest.length > 0) return null;
  if ((type === 'p' || type === 'n') && a && b && c && isKind(a) && HEX.test(b)) {
    const m = /^([1-4])-([a-z]+)$/.exec(c);
    if (!m || !isPattern(m[2])) return null;
    return { type: type === 'p' ? 'product' : 'launch', kind: a, hex: b, view: Number(m[1]), pattern: m[2] };
  }
  if (type === 'b' && a && b === undefined && /^[1-9]$/.test(a) && Number(a) <= BANNER_COUNT)
    return { type: 'banner', n: Number(a) };
  if (type === 'c' && a && b === undefined && (CATEGORY_ART as readonly string[]).includes(a))
    return { type: 'category', slug: a as (typeof CATEGORY_ART)[number] };
  if (type === 's' && a && b === undefined && isKind(a)) return { type: 'chart', kind: a };
  const avatar = type === 'a' && b === undefined ? /^([A-Z]{1,3})-([0-9a-f]{6})$/.exec(a ?? '') : null;
  if (avatar) return { type: 'avatar', initials: avatar[1], hex: avatar[2] };
  if (type === 'u' && a && b === undefined && PHOTO_ID.test(a)) return { type: 'upload', id: a };
  return null;
}

/** "640.webp" -> { width, format }, only for the widths and formats the store serves. */
export function parseVariant(last: string): { width: ImageWidth; format: ImageFormat } | null {
  const m = /^(\d{2,4})\.([a-z]+)$/.exec(last);
  if (!m) return null;
  const width = Number(m[1]) as ImageWidth;
  const format = m[2] as ImageFormat;
  if (!IMAGE_WIDTHS.includes(width) || !IMAGE_FORMATS.includes(format)) return null;
  return { width, format };
}

/** Banners are 12:5; everything else drawn is portrait 4:5 like product photos (uploads keep their own). */
export const heightFor = (key: ImageKey, width: number) =>
  key.type === 'banner' ? Math.round((width * 5) / 12) : Math.round((width * 5) / 4);

/** The width of "/images/<key>" as given: a banner spans a desktop, an avatar is small, the rest fill a card. */
export const defaultWidth = (key: ImageKey): ImageWidth =>
  key.type === 'banner' ? 1280 : key.type === 'avatar' ? 160 : 640;
