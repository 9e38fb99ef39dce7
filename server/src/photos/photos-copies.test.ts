import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { UploadedPhoto } from '@store/contract/admin-photos';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import type { Database } from '../db/client';
import { photos } from '../db/schema';
import { loadEnv } from '../env';
import { OP_TOKEN, op } from '../test/console-kit';
import { kind, makeStoreDb, type StoreDb } from '../test/server-process';
import { createTestApp, type TestApp } from '../test/test-app';
import { type LocalS3, picture, startLocalS3, upload } from './photos-test-kit';

const sizeOf = async (res: Response) => {
  const m = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
  return [m.format, m.width, m.height];
};

describe('photos in an S3-compatible bucket (s3rver)', () => {
  let s3: LocalS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startLocalS3();
    t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN, ...s3.env });
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await s3.close().catch(() => {});
  });

  it('keeps the cleaned original in the bucket, only its metadata in the row, and serves sizes from it', async () => {
    const res = await upload(t, await picture(600, 900, 'jpeg', 21), op, { name: 'bucket.jpg' });
    expect(res.status).toBe(201);
    const { data } = (await res.json()) as { data: UploadedPhoto };
    const [row] = await t.db.select().from(photos).where(eq(photos.id, data.id));
    expect(row).toMatchObject({ storage: 's3', bytes: null, storageKey: `photos/${data.id}`, width: 600, height: 900 });

    const client = new S3Client({
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: s3.env.S3_ACCESS_KEY_ID, secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY },
    });
    const object = await client.send(new GetObjectCommand({ Bucket: 'photos', Key: `photos/${data.id}` }));
    const kept = Buffer.from(
      await (object.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
    );
    expect(kept.length).toBe(row.byteSize);
    expect(object.ContentType).toBe('image/jpeg');
    expect((await sharp(kept).metadata()).exif).toBeUndefined();
    client.destroy();

    const served = await t.app.request(`${data.path}/320.webp`);
    expect(served.status).toBe(200);
    expect(await sizeOf(served)).toEqual(['webp', 320, 480]);
  });

  it('answers 503, not a 500, when the bucket does not answer, and keeps no row', async () => {
    await s3.close();
    const before = (await t.db.select({ id: photos.id }).from(photos)).length;
    const res = await upload(t, await picture(40, 50, 'jpeg', 22), op);
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'The photo could not be stored just now. Please try again.',
    );
    expect((await t.db.select({ id: photos.id }).from(photos)).length).toBe(before);
  });
});

/**
 * Two copies of the store (each its own connection pool, configuration and image cache) on one
 * PostgreSQL, as behind a load balancer. PGlite is one process's database: nothing to share.
 */
describe.skipIf(kind !== 'postgres')('two copies of the store on one PostgreSQL', () => {
  let store: StoreDb;
  let s3: LocalS3;
  const opened: { database: Database; dir: string }[] = [];

  async function copyOfStore(extra: Record<string, string> = {}) {
    const database = await store.open();
    const dir = mkdtempSync(join(tmpdir(), 'store-copy-'));
    opened.push({ database, dir });
    const env = loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, OPERATOR_TOKEN: OP_TOKEN, ...extra });
    return { app: createApp({ db: database.db, env, now: () => new Date() }), cache: join(dir, 'images') };
  }

  beforeAll(async () => {
    store = await makeStoreDb();
    s3 = await startLocalS3();
  }, 120_000);
  afterAll(async () => {
    for (const { database, dir } of opened) {
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
    await store.drop();
    await s3.close();
  });

  for (const storage of ['db', 's3'] as const) {
    it(`a photo uploaded through one copy is served by the other (original in ${storage === 'db' ? 'the database' : 'S3'})`, async () => {
      const extra = storage === 's3' ? s3.env : {};
      const a = await copyOfStore(extra);
      const b = await copyOfStore(extra);
      // B has answered an image request before: it holds no stale idea of which photos exist
      expect((await b.app.request('/images/u/AAAAAAAAAAAAAAAAAAAAAA/320.webp')).status).toBe(404);

      const res = await a.app.request('/api/admin/photos', {
        method: 'POST',
        headers: { ...op, 'content-type': 'image/jpeg', 'x-file-name': `${storage}.jpg` },
        body: (await picture(800, 1000, 'jpeg', storage === 'db' ? 31 : 32)) as BodyInit,
      });
      expect(res.status).toBe(201);
      const { data } = (await res.json()) as { data: UploadedPhoto };

      const served = await b.app.request(`${data.path}/480.avif`);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/avif');
      expect(await sizeOf(served)).toEqual(['heif', 480, 600]);
      // drawn by B from the shared original, into B's cache only
      expect(readdirSync(b.cache)).toContain(`u_${data.id}_480.avif`);
      expect(existsSync(a.cache) ? readdirSync(a.cache) : []).not.toContain(`u_${data.id}_480.avif`);
      // and B lists it for the console
      const listed = await b.app.request(`/api/admin/photos?q=${storage}.jpg`, { headers: op });
      expect(((await listed.json()) as { data: UploadedPhoto[] }).data.map((p) => p.id)).toEqual([data.id]);
    });
  }
});
