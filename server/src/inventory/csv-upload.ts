import { STOCK_CSV_MAX_BYTES } from '@store/contract/admin-stock';
import { HttpError } from '../http/http-error';

const TOO_LARGE = `The file is larger than ${STOCK_CSV_MAX_BYTES / 1_000_000} MB: split it into several files`;
/** What browsers and spreadsheets call a CSV file (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES =
  /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel|application\/octet-stream)\s*(;|$)/i;

/**
 * A stock CSV posted as the request's body (json-bodies.ts FILE_POSTS lets it past the JSON-only
 * guard and the 64 KB limit): at most STOCK_CSV_MAX_BYTES, a larger Content-Length refused before
 * reading and a chunked body dropped the moment it passes the limit.
 */
export async function readCsvUpload(req: Request): Promise<Buffer> {
  if (!CSV_TYPES.test(req.headers.get('content-type') ?? ''))
    throw new HttpError('validation_failed', 'Upload a .csv file (Content-Type: text/csv)', undefined, undefined, 415);
  if (Number(req.headers.get('content-length') ?? 0) > STOCK_CSV_MAX_BYTES)
    throw new HttpError('validation_failed', TOO_LARGE, { file: TOO_LARGE }, undefined, 413);
  if (!req.body) return Buffer.alloc(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > STOCK_CSV_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw new HttpError('validation_failed', TOO_LARGE, { file: TOO_LARGE }, undefined, 413);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
