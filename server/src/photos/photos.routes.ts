import { PHOTO_MAX_BYTES, PHOTO_NAME_HEADER, PHOTO_TOO_LARGE } from '@store/contract/admin-photos';
import { Hono } from 'hono';
import { z } from 'zod';
import { type AdminEnv, requirePermission } from '../admin/staff-auth';
import { readLimitedBody } from '../http/limited-body';
import { consume, LIMITS } from '../http/rate-limit';
import { parseQuery } from '../http/validate';
import { RenderQueueFull } from '../images/render-queue';
import { refuseFile, WRONG_TYPE } from './clean';
import { cleanFileName, listPhotos, uploadPhoto } from './photos.service';

/** The one API route whose body is a file, not JSON (json-bodies.ts and app.ts let it through). */
export const PHOTO_UPLOAD_PATH = '/api/admin/photos';

/** What a browser or script may label the file as; the real type is read from the bytes (sniff.ts). */
export const isPhotoBodyType = (type: string | undefined) =>
  type !== undefined && /^(?:image\/[a-z0-9.+-]+|application\/octet-stream)[\t ]*(?:;|$)/i.test(type.trim());

const ListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(60),
});

/**
 * POST /api/admin/photos: the body is the file's bytes (Content-Type image/* or
 * application/octet-stream), its name URI-encoded in X-File-Name. Answers 201 with the photo
 * (`path` is its image base path). GET /api/admin/photos?q=: the newest uploads, by name.
 * Behind adminAuth (admin.routes.ts): a session with its CSRF token, or the operator token.
 */
export const photosRoutes = new Hono<AdminEnv>();

photosRoutes.post('/admin/photos', async (c) => {
  const { deps, actor } = c.var;
  // Who may, and how often, before a byte of the body is read.
  requirePermission(actor, 'catalogue');
  await consume(
    deps,
    LIMITS.photoUploadStaff,
    actor.staffId === null ? 'operator' : String(actor.staffId),
    'Too many uploads. Please wait a while and try again.',
  );
  if (!isPhotoBodyType(c.req.header('content-type'))) throw refuseFile(415, WRONG_TYPE);
  const bytes = await readLimitedBody(c.req.raw, PHOTO_MAX_BYTES, () => refuseFile(413, PHOTO_TOO_LARGE));
  if (bytes.length === 0) throw refuseFile(400, 'Choose a photo to upload');
  try {
    const photo = await uploadPhoto(deps, actor, bytes, cleanFileName(c.req.header(PHOTO_NAME_HEADER)));
    return c.json({ data: photo }, 201);
  } catch (err) {
    if (!(err instanceof RenderQueueFull)) throw err;
    c.header('Retry-After', String(err.retryAfterS));
    return c.json(
      { error: { code: 'rate_limited', message: 'Photos are being processed. Try again in a moment.' } },
      503,
    );
  }
});

photosRoutes.get('/admin/photos', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  return c.json({ data: await listPhotos(c.var.deps, parseQuery(c, ListQuery)) });
});
