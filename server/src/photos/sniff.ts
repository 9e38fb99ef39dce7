/** The picture types the console takes, read from the file's first bytes. */
export type PhotoType = 'jpeg' | 'png' | 'webp' | 'heic';

/** HEVC brands of an HEIF file (ISO/IEC 23008-12); AVIF and other HEIF codecs are not taken. */
const HEVC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

/**
 * The real type of a file from its magic numbers, never from its name or Content-Type (a
 * renamed or mislabelled file is what it is). null: not a picture the store takes.
 */
export function sniffPhotoType(b: Uint8Array): PhotoType | null {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 16 && ascii(b, 4, 8) === 'ftyp') {
    // ftyp box: size, 'ftyp', major brand, minor version, compatible brands to the box's end
    const size = Math.min(new DataView(b.buffer, b.byteOffset, 4).getUint32(0), b.length, 256);
    const brands = [ascii(b, 8, 12)];
    for (let at = 16; at + 4 <= size; at += 4) brands.push(ascii(b, at, at + 4));
    if (brands.some((brand) => HEVC_BRANDS.has(brand))) return 'heic';
  }
  return null;
}
