import type { ErrorCode } from '@store/contract/constants';
import { STORAGE_KEYS } from '@store/contract/constants';
import { type AppLoadContext, data } from 'react-router';

/** Any non-2xx answer of the API, read from the one error body of docs/decisions/0004-api-envelope-and-errors.md. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network',
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export interface ApiResult<T> {
  data: T;
  meta?: Record<string, unknown>;
}

async function read<T>(res: Response): Promise<ApiResult<T>> {
  const body = await res.json().catch(() => ({}));
  if (res.ok) return body as ApiResult<T>;
  const err = body?.error ?? {};
  throw new ApiError(res.status, err.code ?? 'internal', err.message ?? res.statusText, err.fields, err);
}

/**
 * In a loader: the API in-process. Path is under /api, e.g. '/product/category/list'.
 * An API that cannot answer just now (503: busy, or its database reopening) makes the page a
 * 503 too, which the server sends with Retry-After, rather than a 500 that looks permanent.
 */
export async function loaderApi<T>(context: AppLoadContext, path: string): Promise<ApiResult<T>> {
  const res = await context.api(`/api${path}`, { headers: { accept: 'application/json' } });
  if (res.status === 503) throw data('Service unavailable', { status: 503 });
  return read<T>(res);
}

export function storedToken(): string | null {
  if (typeof localStorage === 'undefined') return null;
  const raw = localStorage.getItem(STORAGE_KEYS.token);
  if (raw === null) return null;
  // storedState (auth-store) keeps the token JSON-encoded: '"abc..."'. Accept a bare one too.
  try {
    const parsed = JSON.parse(raw);
    return typeof parsed === 'string' ? parsed : null;
  } catch {
    return raw;
  }
}

/** In the browser: JSON over fetch, with `Authorization: Token <token>` when logged in (docs/spec.md §6). */
export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const token = storedToken();
  if (token) headers.authorization = `Token ${token}`;
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (e) {
    throw new ApiError(0, 'network', 'Network error', {}, { cause: String(e) });
  }
  return read<T>(res);
}
