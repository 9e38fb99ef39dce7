import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { photos } from '../db/schema';
import type { Env } from '../env';
import { HttpError } from '../http/http-error';

/** Where a photo's original is kept: its bytes in the row, or in the bucket under `storageKey`. */
export type StoredOriginal =
  | { storage: 'db'; bytes: Buffer; storageKey: null }
  | { storage: 's3'; bytes: null; storageKey: string };

export interface S3Config {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** The bucket's settings when every S3_* variable is set (env.ts refuses half a configuration). */
export function s3ConfigOf(env: Env): S3Config | null {
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY) return null;
  return {
    endpoint: env.S3_ENDPOINT,
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  };
}

/** One client per configuration (the tests start several). */
const clients = new WeakMap<Env, S3Client>();
function clientFor(env: Env, config: S3Config): S3Client {
  let client = clients.get(env);
  if (!client) {
    client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // path-style (https://host/bucket/key): what MinIO, Ceph and most S3-compatible stores take
      forcePathStyle: true,
      // checksums only where the API demands them: the SDK's default streams a trailing checksum
      // (aws-chunked) that several S3-compatible stores do not take
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
    clients.set(env, client);
  }
  return client;
}

export const storageKeyOf = (id: string) => `photos/${id}`;

/**
 * Keeps a cleaned original where every copy of the store can read it: in the bucket when S3_*
 * is set (the row keeps only its key), otherwise in the row itself. The object is written before
 * the row, so a row never names a missing object; a row that then fails to commit leaves an
 * unreferenced object behind, which costs space, not correctness.
 */
export async function storeOriginal(env: Env, id: string, bytes: Buffer, mime: string): Promise<StoredOriginal> {
  const config = s3ConfigOf(env);
  if (!config) return { storage: 'db', bytes, storageKey: null };
  const key = storageKeyOf(id);
  try {
    await clientFor(env, config).send(
      new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: bytes, ContentType: mime }),
    );
  } catch (err) {
    console.warn(`[photos] the bucket refused ${key}: ${(err as Error).name}: ${(err as Error).message}`);
    throw new HttpError(
      'internal',
      'The photo could not be stored just now. Please try again.',
      undefined,
      undefined,
      503,
    );
  }
  return { storage: 's3', bytes: null, storageKey: key };
}

/** A photo's original (for drawing its sizes), or null when no such photo exists. */
export async function readOriginal(deps: Deps, id: string): Promise<Buffer | null> {
  const [row] = await deps.db
    .select({ storage: photos.storage, bytes: photos.bytes, storageKey: photos.storageKey })
    .from(photos)
    .where(eq(photos.id, id));
  if (!row) return null;
  if (row.storage === 'db') return row.bytes;
  const config = s3ConfigOf(deps.env);
  // A row written by a copy with a bucket, read by a copy without: a configuration mistake.
  if (!config || !row.storageKey) throw new Error(`photo ${id} is in S3 but this copy has no S3_* configuration`);
  const object = await clientFor(deps.env, config).send(
    new GetObjectCommand({ Bucket: config.bucket, Key: row.storageKey }),
  );
  if (!object.Body) throw new Error(`photo ${id}: the bucket answered no body`);
  return Buffer.from(await object.Body.transformToByteArray());
}
