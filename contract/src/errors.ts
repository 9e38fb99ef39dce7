import type { ErrorCode } from './constants';

/** The one error body of the API (decisions.md). */
export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; [extra: string]: unknown };
}

export interface DataBody<T> {
  data: T;
  meta?: Record<string, unknown>;
}
