import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '@store/contract/admin-photos';
import { refuseFile } from './clean';

/**
 * The request's body, at most `max` bytes: a Content-Length over it is refused before reading,
 * and a body sent without one (chunked) is counted as it arrives and dropped the moment it
 * passes the limit, so a large upload never sits in memory whole.
 */
export async function readLimitedBody(req: Request, max = PHOTO_MAX_BYTES): Promise<Buffer> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > max) throw refuseFile(413, PHOTO_TOO_LARGE);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel().catch(() => {});
      throw refuseFile(413, PHOTO_TOO_LARGE);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
