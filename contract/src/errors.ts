import type { ErrorCode } from './constants';

/** The one error body of the API (docs/decisions/0004-api-envelope-and-errors.md). */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; [extra: string]: unknown };
}

/** The one body of a 2xx answer: `data`, and `meta` beside it where a list has more to say. */
export interface DataBody<T, M = Record<string, unknown>> {
  data: T;
  meta?: M;
}
