import { type Answer, type BodyOf, type EndpointKey, type PathParams, requestOf } from '@store/contract/api';
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

/** What one call of endpoint `E` takes: its path's parameters, a query, and its body if it has one. */
export type CallOptions<E extends EndpointKey> = PathParams<E> & {
  query?: URLSearchParams | Record<string, string>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
} & (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> });

/** CallOptions of no endpoint in particular, as the client reads them. */
interface AnyCallOptions {
  params?: Record<string, string | number>;
  query?: URLSearchParams | Record<string, string>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  body?: unknown;
}

/** The options may be left out when the endpoint needs none (no parameter, no body). */
export type CallArgs<E extends EndpointKey> =
  Record<string, never> extends CallOptions<E> ? [opts?: CallOptions<E>] : [opts: CallOptions<E>];

async function read<E extends EndpointKey>(res: Response): Promise<Answer<E>> {
  const body = await res.json().catch(() => undefined);
  if (res.ok) {
    // A success whose body did not arrive whole (the shopper left the page mid-answer, the
    // connection dropped) says nothing: read as {} it once emptied a cart (cart-refresh.ts).
    if (body === undefined) throw new ApiError(0, 'network', 'Network error', {});
    return body as Answer<E>;
  }
  const err = body?.error ?? {};
  throw new ApiError(res.status, err.code ?? 'internal', err.message ?? res.statusText, err.fields, err);
}

/**
 * In a loader: the API in-process, e.g. `loaderApi(context, 'GET /product/category/list')` (contract/src/endpoints.ts).
 * An API that cannot answer just now (503: busy, or its database reopening) makes the page a
 * 503 too, which the server sends with Retry-After, rather than a 500 that looks permanent.
 */
export async function loaderApi<E extends EndpointKey>(
  context: AppLoadContext,
  endpoint: E,
  ...[opts]: CallArgs<E>
): Promise<Answer<E>> {
  const { path } = requestOf(endpoint, opts?.params, opts?.query);
  const res = await context.api(`/api${path}`, { headers: { accept: 'application/json' } });
  if (res.status === 503) throw data('Service unavailable', { status: 503 });
  return read<E>(res);
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

/**
 * In the browser: one endpoint of contract/src/endpoints.ts, by name, as JSON over fetch, with
 * `Authorization: Token <token>` when logged in (docs/spec.md §6).
 */
export async function api<E extends EndpointKey>(endpoint: E, ...[opts]: CallArgs<E>): Promise<Answer<E>> {
  const init = (opts ?? {}) as AnyCallOptions;
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const token = storedToken();
  if (token) headers.authorization = `Token ${token}`;
  const { method, path } = requestOf(endpoint, init.params, init.query);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: init.signal,
    });
  } catch (e) {
    throw new ApiError(0, 'network', 'Network error', {}, { cause: String(e) });
  }
  return read<E>(res);
}
