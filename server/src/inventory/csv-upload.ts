import { STOCK_CSV_MAX_BYTES } from '@store/contract/admin-stock';
import { HttpError } from '../http/http-error';
import { readLimitedBody } from '../http/limited-body';

const TOO_LARGE = `The file is larger than ${STOCK_CSV_MAX_BYTES / 1_000_000} MB: split it into several files`;
/** What browsers and spreadsheets call a CSV file (Excel on Windows says vnd.ms-excel). */
const CSV_TYPES =
  /^(text\/csv|text\/plain|application\/csv|application\/vnd\.ms-excel|application\/octet-stream)\s*(;|$)/i;

/**
 * A stock CSV posted as the request's body (json-bodies.ts FILE_POSTS lets it past the JSON-only
 * guard and the 64 KB limit): at most STOCK_CSV_MAX_BYTES (http/limited-body.ts).
 */
export async function readCsvUpload(req: Request): Promise<Buffer> {
  if (!CSV_TYPES.test(req.headers.get('content-type') ?? ''))
    throw new HttpError('validation_failed', 'Upload a .csv file (Content-Type: text/csv)', undefined, undefined, 415);
  const tooLarge = () => new HttpError('validation_failed', TOO_LARGE, { file: TOO_LARGE }, undefined, 413);
  return readLimitedBody(req, STOCK_CSV_MAX_BYTES, tooLarge);
}
