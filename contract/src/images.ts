// Product and banner images are served by the store as /images/<key>/<width>.<format>.
// The API hands out the base path ("/images/<key>"), which answers an image as it is: a
// default width, in the best format the client's Accept names (AVIF, WebP, else JPEG).
// The web picks widths and formats.

// 400 and 800 fit the phone slots (a card 148-184 px, a photo or banner 328-412 px wide at 1.75-2
// device pixels): the next rung up fetched 1.4-2x the bytes.
export const IMAGE_WIDTHS = [160, 320, 400, 480, 640, 800, 960, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
/** jpg: for clients that take neither AVIF nor WebP */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Product images are portrait 4:5; banners are 12:5. */
export const PRODUCT_ASPECT = { width: 4, height: 5 } as const;
export const BANNER_ASPECT = { width: 12, height: 5 } as const;

export const imageUrl = (base: string, width: ImageWidth, format: ImageFormat = 'webp') => `${base}/${width}.${format}`;

export const srcSet = (base: string, format: ImageFormat, widths: readonly ImageWidth[] = IMAGE_WIDTHS) =>
  widths.map((w) => `${imageUrl(base, w, format)} ${w}w`).join(', ');
