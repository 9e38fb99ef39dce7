import { CATALOGUE_CSV_MAX_BYTES } from '@store/contract/admin-catalogue';
import { HttpError } from '../../http/http-error';
import { readLimitedBody } from '../../http/limited-body';

const TOO_LARGE = `The file is larger than ${CATALOGUE_CSV_MAX_BYTES / 1_000_000} MB: split it into several files`;

/** The import's CSV, at most CATALOGUE_CSV_MAX_BYTES, as UTF-8 (the parser drops a spreadsheet's BOM). */
export async function readCsvBody(req: Request): Promise<string> {
  const bytes = await readLimitedBody(
    req,
    CATALOGUE_CSV_MAX_BYTES,
    () => new HttpError('validation_failed', TOO_LARGE, undefined, undefined, 413),
  );
  return new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}
