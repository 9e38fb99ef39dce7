import { createHash } from 'node:crypto';
import { PHOTO_MAX_PIXELS } from '@store/contract/admin-photos';
import sharp, { type OutputInfo, type Sharp } from 'sharp';
import { HttpError } from '../http/http-error';
import { decodeHeic } from './heic-decode';
import { sniffPhotoType } from './sniff';

/** The cleaned picture the store keeps as the original (docs/decisions/0027-catalogue-from-the-console.md). */
export interface CleanPhoto {
  bytes: Buffer;
  mime: 'image/jpeg' | 'image/png';
  width: number;
  height: number;
  sha256: string;
}

export const WRONG_TYPE = 'This file is not a JPEG, PNG, WebP or HEIC picture';
export const TOO_MANY_PIXELS = 'This photo has more than 50 megapixels. Make it smaller and try again.';
export const UNREADABLE = 'This picture could not be read: the file is damaged or incomplete';

/** Every refusal of a file names the field `file`, as a form error would. */
export const refuseFile = (status: 400 | 413 | 415, message: string) =>
  new HttpError('validation_failed', message, { file: message }, undefined, status);

/** A phone JPEG at 92 keeps what the camera saved; sizes are drawn from it, never shown as is. */
const JPEG_QUALITY = 92;

/**
 * Checks a file's real type and size in pixels, then re-encodes it: EXIF orientation applied to
 * the pixels, colours converted to sRGB, and no metadata kept (EXIF with its GPS location, XMP,
 * IPTC, comments): sharp writes none unless asked. Re-encoding also means the kept file is one
 * our encoder wrote, not whatever else the upload carried. Opaque pictures are kept as JPEG,
 * pictures with transparency as PNG; an HEIC is decoded to pixels first (heic-decode.ts), its
 * rotation and mirroring applied by libheif as the format says.
 * Throws 415 (not a picture the store takes), 413 (over 50 megapixels) or 400 (unreadable).
 */
export async function cleanPhoto(bytes: Buffer): Promise<CleanPhoto> {
  const type = sniffPhotoType(bytes);
  if (!type) throw refuseFile(415, WRONG_TYPE);
  // The header alone gives the size: a decompression bomb is refused before any pixel is decoded.
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height) throw refuseFile(400, UNREADABLE);
  if (meta.width * meta.height > PHOTO_MAX_PIXELS) throw refuseFile(413, TOO_MANY_PIXELS);

  let image: Sharp;
  let alpha = meta.hasAlpha === true;
  if (type === 'heic') {
    const decoded = await decodeHeic(bytes, PHOTO_MAX_PIXELS);
    if ('tooLarge' in decoded) throw refuseFile(413, TOO_MANY_PIXELS);
    if ('error' in decoded) throw refuseFile(400, UNREADABLE);
    image = sharp(decoded.pixels, { raw: { width: decoded.width, height: decoded.height, channels: 4 } });
    alpha = false; // phone HEIC photos are opaque; libheif hands every picture over with an alpha channel
  } else {
    // limitInputPixels again for the decoder itself; 'truncated' refuses a file cut short
    image = sharp(bytes, { limitInputPixels: PHOTO_MAX_PIXELS, failOn: 'truncated' }).rotate();
  }
  image = alpha
    ? image.png({ compressionLevel: 6 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: JPEG_QUALITY });
  let out: { data: Buffer; info: OutputInfo };
  try {
    out = await image.toColourspace('srgb').toBuffer({ resolveWithObject: true });
  } catch (err) {
    if (/pixel limit/i.test(String((err as Error).message))) throw refuseFile(413, TOO_MANY_PIXELS);
    throw refuseFile(400, UNREADABLE);
  }
  return {
    bytes: out.data,
    mime: alpha ? 'image/png' : 'image/jpeg',
    width: out.info.width,
    height: out.info.height,
    sha256: createHash('sha256').update(out.data).digest('hex'),
  };
}
