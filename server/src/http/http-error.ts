import type { ErrorCode } from '@store/contract/constants';

const STATUS: Record<ErrorCode, number> = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  out_of_stock: 409,
  rate_limited: 429,
  payment_failed: 402,
  internal: 500,
};

/** The one error the routes throw; app.ts maps it to the body of docs/decisions/0004-api-envelope-and-errors.md. */
export class HttpError extends Error {
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
    status?: number,
  ) {
    super(message);
    this.status = status ?? STATUS[code];
  }
}

export const notFound = (what = 'Not found') => new HttpError('not_found', what);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError('validation_failed', message, fields);
