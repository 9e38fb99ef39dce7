import { CSRF_HEADER } from '@store/contract/admin-constants';

/** An answer of /api/admin that is not 2xx, in the API's error body. */
export class AdminError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

let csrf = '';
/** Set from the session answer; sent on every state-changing request (server/src/admin/staff-auth.ts). */
export const setCsrf = (token: string) => {
  csrf = token;
};
/** The token for writes that cannot go through adminApi (photos/upload.ts sends raw bytes). */
export const csrfToken = () => csrf;

/**
 * The console's calls: same origin, so the browser sends the HttpOnly session cookie itself;
 * script never sees it. Writes carry the CSRF token as a header. `csv` sends a file's text as
 * the body (the imports), with `headers` of the route's own.
 */
export async function adminApi<T>(
  path: string,
  init: { method?: string; body?: unknown; csv?: string; headers?: Record<string, string> } = {},
): Promise<T> {
  const method = init.method ?? (init.body === undefined && init.csv === undefined ? 'GET' : 'POST');
  const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
  if (method !== 'GET') {
    headers['content-type'] = init.csv === undefined ? 'application/json' : 'text/csv';
    headers[CSRF_HEADER] = csrf;
  }
  let res: Response;
  try {
    res = await fetch(`/api/admin${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: method === 'GET' ? undefined : (init.csv ?? JSON.stringify(init.body ?? {})),
    });
  } catch {
    throw new AdminError(0, 'The store did not answer. Check the connection and try again.');
  }
  const body = await res.json().catch(() => ({}));
  if (res.ok) return body.data as T;
  const err = body?.error ?? {};
  throw new AdminError(res.status, err.message ?? res.statusText, err.fields ?? {}, err);
}
