import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import S3rver from 's3rver';
import sharp from 'sharp';
import type { TestApp } from '../test/test-app';

// Shared set-up for the photo tests (not a test file itself): pictures made with sharp, the
// committed HEIC, a real S3-compatible server in this process, and the upload request.

/** 96x120, green strip on top, red left half, blue right; EXIF with a GPS position (made with heif-enc). */
export const HEIC_WITH_GPS = readFileSync(new URL('./fixtures/gps-96x120.heic', import.meta.url));

/** Lucknow, written into the fixtures' EXIF: it must not survive an upload. */
export const GPS_EXIF = {
  IFD0: { Make: 'TestCam', Model: 'H1' },
  IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '26/1 50/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '80/1 56/1 0/1' },
};

/**
 * A landscape JPEG stored sideways with EXIF orientation 6 (show rotated 90° clockwise), with
 * a GPS position: red left half, blue right half as stored, so upright the top is red.
 */
export async function sidewaysJpeg(width = 120, height = 80): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width / 2}" height="${height}" fill="#e00000"/><rect x="${width / 2}" width="${width / 2}" height="${height}" fill="#0000e0"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).withExif(GPS_EXIF).withMetadata({ orientation: 6 }).toBuffer();
}

/** A plain picture of a size, in a format. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp', seed = 0): Promise<Buffer> {
  const background = { r: (seed * 37) % 256, g: 120, b: 200 };
  return sharp({ create: { width, height, channels: 3, background } })
    [format]()
    .toBuffer();
}

/**
 * A decompression bomb: a valid PNG of `width` x `height` black RGB pixels whose rows of zeros
 * deflate to a small file (8000 x 6300, 50.4 megapixels and 151 MB decoded, is ~650 KB).
 */
export function pngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([head, typed, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter method, no interlace
  const rows = deflateSync(Buffer.alloc((width * 3 + 1) * height), { level: 1 });
  return Buffer.concat([
    Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The RGB of one pixel. */
export async function pixelAt(image: Buffer, x: number, y: number): Promise<[number, number, number]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 3;
  return [data[at], data[at + 1], data[at + 2]];
}

export async function upload(
  t: TestApp,
  body: Uint8Array | ReadableStream<Uint8Array>,
  headers: Record<string, string>,
  opts: { type?: string; name?: string; duplex?: boolean } = {},
): Promise<Response> {
  return t.app.request('/api/admin/photos', {
    method: 'POST',
    headers: {
      'content-type': opts.type ?? 'image/jpeg',
      'x-file-name': encodeURIComponent(opts.name ?? 'IMG_0001.jpg'),
      ...headers,
    },
    body: body as BodyInit,
    ...(opts.duplex ? { duplex: 'half' } : {}),
  } as RequestInit);
}

export interface LocalS3 {
  env: Record<string, string>;
  directory: string;
  close(): Promise<void>;
}

/** s3rver on a free port over a temporary folder, with the bucket `photos`. */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = mkdtempSync(join(tmpdir(), 'store-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: 'photos' }],
  });
  const { port } = await server.run();
  return {
    // s3rver's fixed credentials
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: 'photos',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    directory,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
