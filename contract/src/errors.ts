import type { ErrorCode } from './constants';

/** The one error body of the API (docs/decisions/0004-api-envelope-and-errors.md). */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; [extra: string]: unknown };
}

export interface DataBody<T> {
  data: T;
  meta?: Record<string, unknown>;
}
