import { randomBytes } from 'node:crypto';
import { PHOTO_NAME_MAX, type UploadedPhoto } from '@store/contract/admin-photos';
import { desc, eq, ilike } from 'drizzle-orm';
import { runStaffAction } from '../admin/staff-action';
import type { Actor } from '../admin/staff-auth';
import type { Deps } from '../app-env';
import type { Tx } from '../db/client';
import { photos } from '../db/schema';
import type { Env } from '../env';
import { catalogueImages } from '../images/catalogue-images';
import { RenderQueue } from '../images/render-queue';
import { cleanPhoto } from './clean';
import { storeOriginal } from './storage';

/** 128 random bits: an uploaded photo's URL cannot be guessed before the shop publishes it. */
const newPhotoId = () => randomBytes(16).toString('base64url');

export const photoPath = (id: string) => `/images/u/${id}`;

/**
 * Uploads are decoded and re-encoded one at a time, a few more waiting (then 503): a 50-megapixel
 * picture takes ~150 MB and a second of a core, and the shop's pages share the machine.
 */
const lines = new WeakMap<Env, RenderQueue>();
const lineFor = (env: Env) => {
  let line = lines.get(env);
  if (!line) {
    line = new RenderQueue(1, 8);
    lines.set(env, line);
  }
  return line;
};

const META = {
  id: photos.id,
  sha256: photos.sha256,
  mime: photos.mime,
  width: photos.width,
  height: photos.height,
  byteSize: photos.byteSize,
  storage: photos.storage,
  originalName: photos.originalName,
  createdAt: photos.createdAt,
};
type PhotoMeta = { [K in keyof typeof META]: (typeof photos.$inferSelect)[K] };

const present = (p: PhotoMeta): UploadedPhoto => ({
  id: p.id,
  path: photoPath(p.id),
  width: p.width,
  height: p.height,
  originalName: p.originalName,
  createdAt: p.createdAt.toISOString(),
});

/** The name as the staff member's device gave it: the last path part, printable, bounded. */
export function cleanFileName(header: string | undefined): string {
  let name = header ?? '';
  try {
    name = decodeURIComponent(name);
  } catch {
    // not URI-encoded after all: keep it as sent
  }
  return (
    name
      .split(/[/\\]/)
      .pop()
      // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
      ?.replace(/[\u0000-\u001f\u007f]/g, '')
      .trim()
      .slice(0, PHOTO_NAME_MAX) ?? ''
  );
}

const byId = async (tx: Tx, id: string) => (await tx.select(META).from(photos).where(eq(photos.id, id)))[0] ?? null;

/**
 * Cleans an upload (clean.ts), keeps its original (storage.ts) and records it with its audit
 * row. The same picture uploaded again (same cleaned bytes) answers the photo already kept.
 */
export async function uploadPhoto(
  deps: Deps,
  actor: Actor,
  bytes: Buffer,
  originalName: string,
): Promise<UploadedPhoto> {
  const clean = await lineFor(deps.env).run(() => cleanPhoto(bytes));
  const [same] = await deps.db.select(META).from(photos).where(eq(photos.sha256, clean.sha256)).limit(1);
  const id = same?.id ?? newPhotoId();
  const stored = same ? null : await storeOriginal(deps.env, id, clean.bytes, clean.mime);
  const photo = await runStaffAction(deps, actor, {
    action: 'photo.upload',
    permission: 'catalogue',
    entity: { type: 'photo', id: 0 },
    load: async (tx) => (await byId(tx, id)) ?? { id, exists: false as const },
    refuse: () => null,
    apply: async (tx, before) => {
      if ('sha256' in before || !stored) return before as PhotoMeta;
      const [row] = await tx
        .insert(photos)
        .values({
          id,
          sha256: clean.sha256,
          mime: clean.mime,
          width: clean.width,
          height: clean.height,
          byteSize: clean.bytes.length,
          ...stored,
          originalName,
          createdBy: actor.staffId,
        })
        .returning(META);
      return row;
    },
  });
  catalogueImages(deps.db).knowPhoto(photo.id);
  return present(photo);
}

/** The newest uploads, optionally those whose name contains `q` (the picker, bulk import by name). */
export async function listPhotos(deps: Deps, q: { q?: string; limit: number }): Promise<UploadedPhoto[]> {
  const rows = await deps.db
    .select(META)
    .from(photos)
    .where(q.q ? ilike(photos.originalName, `%${q.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined)
    .orderBy(desc(photos.createdAt), desc(photos.id))
    .limit(q.limit);
  return rows.map(present);
}
