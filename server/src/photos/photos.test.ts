import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, type UploadedPhoto } from '@store/contract/admin-photos';
import { and, eq } from 'drizzle-orm';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invalidateCatalogue } from '../catalog/catalog-cache';
import { auditLog, banners, photos } from '../db/schema';
import { counted, LIMITS } from '../http/rate-limit';
import { bannerImage, productImage } from '../images/keys';
import { changedLogin, OP_TOKEN, op, type Session } from '../test/console-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { TOO_MANY_PIXELS, UNREADABLE, WRONG_TYPE } from './clean';
import { HEIC_WITH_GPS, picture, pixelAt, pngBomb, sidewaysJpeg, upload } from './photos-test-kit';

let t: TestApp;
let owner: Session;

beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'owner@photos.test', 'owner');
}, 120_000);
afterAll(() => t.close());

const body = async (res: Response) => (await res.json()) as { data: UploadedPhoto; error?: never };
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } }).error;
const keptOriginal = async (id: string) => {
  const [row] = await t.db.select().from(photos).where(eq(photos.id, id));
  return row;
};
const get = (path: string, headers: Record<string, string> = {}) => t.app.request(path, { headers });

describe('POST /api/admin/photos: what is kept', () => {
  it('applies the EXIF orientation and keeps no EXIF or GPS, answering the photo and its image path', async () => {
    const sideways = await sidewaysJpeg();
    expect((await exifr.gps(sideways))?.latitude).toBeCloseTo(26.83, 1); // the fixture does carry a location
    const res = await upload(t, sideways, owner.headers, { name: 'kurta front (1).JPG' });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data).toMatchObject({ width: 80, height: 120, originalName: 'kurta front (1).JPG' });
    expect(data.path).toBe(`/images/u/${data.id}`);
    expect(data.id).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const row = await keptOriginal(data.id);
    expect(row).toMatchObject({ storage: 'db', mime: 'image/jpeg', width: 80, height: 120, storageKey: null });
    const kept = row.bytes as Buffer;
    expect(row.byteSize).toBe(kept.length);
    const meta = await sharp(kept).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 80, 120]);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(await exifr.parse(kept, true)).toBeUndefined();
    // upright: what was the stored left (red) is now the top, the right (blue) the bottom
    const top = await pixelAt(kept, 40, 10);
    const bottom = await pixelAt(kept, 40, 110);
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(60);
  });

  it('takes an HEIC from a phone: decoded, kept as JPEG without its EXIF location', async () => {
    // the fixture carries a location in its EXIF item (read through sharp: exifr reads no HEIC)
    expect((await exifr.gps((await sharp(HEIC_WITH_GPS).metadata()).exif as Buffer))?.latitude).toBeCloseTo(26.83, 1);
    const res = await upload(t, HEIC_WITH_GPS, owner.headers, { type: 'image/heic', name: 'IMG_4711.HEIC' });
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect([data.width, data.height, data.originalName]).toEqual([96, 120, 'IMG_4711.HEIC']);
    const row = await keptOriginal(data.id);
    expect(row.mime).toBe('image/jpeg');
    const kept = row.bytes as Buffer;
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    expect(await exifr.parse(kept, true)).toBeUndefined();
    const [r, g, b] = await pixelAt(kept, 48, 5); // the green strip along the top
    expect(g).toBeGreaterThan(120);
    expect(r).toBeLessThan(90);
    expect(b).toBeLessThan(110);
  });

  it('keeps PNG transparency as PNG and a WebP as JPEG, taking application/octet-stream', async () => {
    const clear = await sharp({
      create: { width: 40, height: 50, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const png = await body(await upload(t, clear, owner.headers, { type: 'image/png', name: 'cutout.png' }));
    expect((await keptOriginal(png.data.id)).mime).toBe('image/png');
    const webp = await upload(t, await picture(64, 80, 'webp'), owner.headers, {
      type: 'application/octet-stream',
      name: 'pallu.webp',
    });
    expect(webp.status).toBe(201);
    expect((await keptOriginal((await body(webp)).data.id)).mime).toBe('image/jpeg');
  });

  it('answers the photo already kept when the same picture comes again, and records each upload in the audit log', async () => {
    const bytes = await picture(50, 60, 'jpeg', 7);
    const first = (await body(await upload(t, bytes, owner.headers, { name: 'same.jpg' }))).data;
    const again = await upload(t, bytes, owner.headers, { name: 'same-again.jpg' });
    expect(again.status).toBe(201);
    expect((await body(again)).data.id).toBe(first.id);
    expect(
      (
        await t.db
          .select()
          .from(photos)
          .where(eq(photos.sha256, (await keptOriginal(first.id)).sha256))
      ).length,
    ).toBe(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'photo.upload'), eq(auditLog.actor, 'owner@photos.test')));
    const forIt = audit.filter((a) => (a.after as { id: string }).id === first.id);
    expect(forIt).toHaveLength(2);
    expect(forIt[0]).toMatchObject({ entityType: 'photo', before: { id: first.id, exists: false } });
    expect(forIt[0].after).toMatchObject({ id: first.id, originalName: 'same.jpg', storage: 'db' });
    expect(JSON.stringify(forIt[0].after)).not.toContain('bytes');
    // every attempt counts towards the uploader's hourly limit
    expect(await counted(t.deps, LIMITS.photoUploadStaff, String(forIt[0].staffId))).toBeGreaterThanOrEqual(6);
  });

  it('lists the newest uploads and finds them by name', async () => {
    const res = await t.app.request('/api/admin/photos?q=kurta%20front', { headers: owner.headers });
    expect(res.status).toBe(200);
    const list = (await res.json()).data as UploadedPhoto[];
    expect(list.map((p) => p.originalName)).toEqual(['kurta front (1).JPG']);
    const all = (await (await t.app.request('/api/admin/photos?limit=3', { headers: owner.headers })).json())
      .data as UploadedPhoto[];
    expect(all).toHaveLength(3);
    expect(all[0].createdAt >= all[2].createdAt).toBe(true);
    const wild = (await (await t.app.request('/api/admin/photos?q=%25', { headers: owner.headers })).json()).data;
    expect(wild).toEqual([]); // % is a character, not a wildcard
  });
});

describe('POST /api/admin/photos: refusals', () => {
  const refused = async (res: Response, status: number, message: string) => {
    expect(res.status).toBe(status);
    const error = await errorOf(res);
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ file: message });
  };

  it('reads the real type from the bytes: a lying name and Content-Type do not pass', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
    await refused(await upload(t, gif, owner.headers, { type: 'image/jpeg', name: 'photo.jpg' }), 415, WRONG_TYPE);
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
    );
    await refused(await upload(t, svg, owner.headers, { type: 'image/png', name: 'x.png' }), 415, WRONG_TYPE);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    await refused(await upload(t, html, owner.headers, { type: 'image/webp', name: 'x.webp' }), 415, WRONG_TYPE);
    // an AVIF is an HEIF file too, but not HEVC: not taken
    const avif = await sharp(await picture(32, 40, 'png'))
      .avif()
      .toBuffer();
    await refused(await upload(t, avif, owner.headers, { type: 'image/heic', name: 'x.heic' }), 415, WRONG_TYPE);
  });

  it('refuses a body labelled as anything but a picture or raw bytes', async () => {
    const jpeg = await picture(20, 20, 'jpeg');
    await refused(await upload(t, jpeg, owner.headers, { type: 'application/json' }), 415, WRONG_TYPE);
    await refused(await upload(t, jpeg, owner.headers, { type: 'text/plain' }), 415, WRONG_TYPE);
    await refused(await upload(t, new Uint8Array(0), owner.headers), 400, 'Choose a photo to upload');
  });

  it('refuses 15 MB + 1 byte, declared or streamed without a length', async () => {
    const over = Buffer.alloc(PHOTO_MAX_BYTES + 1, 0xff);
    over.set([0xff, 0xd8, 0xff, 0xe0]);
    await refused(await upload(t, over, owner.headers), 413, PHOTO_TOO_LARGE);
    // chunked: counted as it arrives and dropped at the limit
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent > PHOTO_MAX_BYTES) return controller.close();
        const chunk = over.subarray(sent, sent + 1024 * 1024);
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    await refused(await upload(t, stream, owner.headers, { duplex: true }), 413, PHOTO_TOO_LARGE);
    // exactly 15 MB is read in full (then refused for what it is: not a whole picture)
    await refused(await upload(t, over.subarray(0, PHOTO_MAX_BYTES), owner.headers), 400, UNREADABLE);
  });

  it('refuses more than 50 megapixels from the header, before decoding (a small file of a huge picture)', async () => {
    const bomb = pngBomb(8000, 6300);
    expect(bomb.length).toBeLessThan(PHOTO_MAX_BYTES / 10);
    expect(await sharp(bomb).metadata()).toMatchObject({ format: 'png', width: 8000, height: 6300 });
    await refused(await upload(t, bomb, owner.headers, { type: 'image/png' }), 413, TOO_MANY_PIXELS);
  });

  it('refuses a truncated or damaged file as unreadable, never a 500', async () => {
    const whole = await picture(300, 400, 'jpeg', 3);
    await refused(await upload(t, whole.subarray(0, Math.floor(whole.length / 2)), owner.headers), 400, UNREADABLE);
    const png = await picture(300, 400, 'png', 3);
    await refused(await upload(t, png.subarray(0, 60), owner.headers, { type: 'image/png' }), 400, UNREADABLE);
    const heic = HEIC_WITH_GPS.subarray(0, 400);
    await refused(await upload(t, heic, owner.headers, { type: 'image/heic' }), 400, UNREADABLE);
  });

  it('wants a session (401), its CSRF token (403) and the owner (403); the operator token works', async () => {
    const jpeg = await picture(20, 20, 'jpeg', 9);
    expect((await upload(t, jpeg, {})).status).toBe(401);
    expect((await upload(t, jpeg, { cookie: owner.cookie })).status).toBe(403);
    expect((await upload(t, jpeg, { cookie: owner.cookie, 'x-csrf-token': 'not-the-token' })).status).toBe(403);
    const staff = await changedLogin(t, 'packer@photos.test', 'staff');
    expect((await upload(t, jpeg, staff.headers)).status).toBe(403);
    expect((await t.app.request('/api/admin/photos', { headers: staff.headers })).status).toBe(403);
    expect((await t.app.request('/api/admin/photos')).status).toBe(401);
    expect((await upload(t, jpeg, op)).status).toBe(201);
  });
});

describe('GET /images/u/<id>: sizes of an uploaded photo', () => {
  let path: string;
  beforeAll(async () => {
    const res = await upload(t, await picture(1000, 1500, 'jpeg', 11), owner.headers, { name: 'tall.jpg' });
    path = (await body(res)).data.path;
  });

  it('serves each width and format at the photo’s own aspect, immutable', async () => {
    for (const [variant, type, format, w, h] of [
      ['480.webp', 'image/webp', 'webp', 480, 720],
      ['320.avif', 'image/avif', 'heif', 320, 480],
      ['160.jpg', 'image/jpeg', 'jpeg', 160, 240],
    ] as const) {
      const res = await get(`${path}/${variant}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const m = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect([m.format, m.width, m.height]).toEqual([format, w, h]);
    }
  });

  it('answers the base path at 640 in the format Accept takes, and never enlarges a small original', async () => {
    const res = await get(path, { accept: 'image/webp,*/*' });
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('vary')).toBe('Accept');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
    const big = await get(`${path}/1280.webp`);
    expect((await sharp(Buffer.from(await big.arrayBuffer())).metadata()).width).toBe(1000);
    const again = await get(`${path}/480.webp`);
    expect((await get(`${path}/480.webp`, { 'if-none-match': again.headers.get('etag') as string })).status).toBe(304);
  });

  it('serves a banner’s phone picture once a banner names it (banners.phone_image)', async () => {
    const phone = productImage('kurta', '#13579b', 2, 'chikan'); // in no product of this catalogue
    expect((await get(`${phone}/320.webp`)).status).toBe(404);
    await t.db.insert(banners).values({ image: bannerImage(1), phoneImage: phone, title: 'Festive', link: '/' });
    invalidateCatalogue();
    expect((await get(`${phone}/320.webp`)).status).toBe(200);
  });

  it('answers 404 to an unknown or malformed id, and to a width the store does not serve', async () => {
    expect((await get('/images/u/AAAAAAAAAAAAAAAAAAAAAA/320.webp')).status).toBe(404);
    expect((await get('/images/u/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await get('/images/u/short/320.webp')).status).toBe(404);
    expect((await get(`${path}/333.webp`)).status).toBe(404);
    expect((await get(`${path}/extra/320.webp`)).status).toBe(404);
  });
});
