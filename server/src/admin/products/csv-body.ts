import { CATALOGUE_CSV_MAX_BYTES } from '@store/contract/admin-catalogue';
import { HttpError } from '../../http/http-error';

const TOO_LARGE = `The file is larger than ${CATALOGUE_CSV_MAX_BYTES / 1_000_000} MB: split it into several files`;

/**
 * The import's CSV, at most CATALOGUE_CSV_MAX_BYTES: a larger Content-Length is refused before
 * reading, a chunked body is counted as it arrives and dropped past the limit. UTF-8 (a
 * spreadsheet's BOM is removed by the parser).
 */
export async function readCsvBody(req: Request): Promise<string> {
  const declared = Number(req.headers.get('content-length') ?? Number.NaN);
  if (declared > CATALOGUE_CSV_MAX_BYTES)
    throw new HttpError('validation_failed', TOO_LARGE, undefined, undefined, 413);
  if (!req.body) return '';
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > CATALOGUE_CSV_MAX_BYTES) {
      await reader.cancel().catch(() => {});
      throw new HttpError('validation_failed', TOO_LARGE, undefined, undefined, 413);
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks, size));
}
