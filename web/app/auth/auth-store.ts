import type { Answer, EndpointKey } from '@store/contract/api';
import { STORAGE_KEYS } from '@store/contract/constants';
import { ApiError, api, type CallArgs } from '../lib/api';
import { storedState } from '../lib/stored-state';

/** The user as stored under `user` (docs/spec.md §3), with the guest flag beside it. */
export interface StoredUser {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  gender: string | null;
  guest: boolean;
}

const isUser = (u: unknown): u is StoredUser =>
  !!u &&
  typeof u === 'object' &&
  typeof (u as StoredUser).email === 'string' &&
  typeof (u as StoredUser).name === 'string';

export const tokenState = storedState<string | null>(STORAGE_KEYS.token, null, (raw) =>
  typeof raw === 'string' && raw.length >= 20 ? raw : null,
);
export const userState = storedState<StoredUser | null>(STORAGE_KEYS.user, null, (raw) => (isUser(raw) ? raw : null));

/** docs/spec.md §4: logged in only if both token and user are stored. */
export function useAuth() {
  const token = tokenState.use();
  const user = userState.use();
  const loggedIn = !!token && !!user;
  return { token, user: loggedIn ? user : null, loggedIn };
}

export function storeLogin(token: string, user: StoredUser) {
  tokenState.set(token);
  userState.set(user);
}

export function clearLogin() {
  tokenState.set(null);
  userState.set(null);
}

/**
 * Where to go after login: only a path on this site (`/profile?tab=orders`), never another
 * origin (`//evil.example`, `/\evil.example`, `https://...`), never back to the login pages.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return fallback;
  if ([...next].some((c) => c.charCodeAt(0) < 32)) return fallback;
  const path = next.split(/[?#]/)[0];
  if (path === '/login' || path === '/register') return fallback;
  return next;
}

/** `/login?next=<the current page>`: the one address a visitor is sent to when a login is needed. */
export function loginUrlFor(here?: string): string {
  const current = here ?? (typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search);
  const next = safeNextPath(current, '');
  return next ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

/**
 * An authenticated API call. A 401 means the server no longer accepts the stored token
 * (expired, revoked, logged out elsewhere): forget the login and send the visitor to /login,
 * in this one place, then rethrow so the caller stops what it was doing.
 */
export async function authApi<E extends EndpointKey>(endpoint: E, ...args: CallArgs<E>): Promise<Answer<E>> {
  try {
    return await api(endpoint, ...args);
  } catch (e) {
    if (e instanceof ApiError && e.status === 401 && typeof window !== 'undefined') {
      const to = loginUrlFor();
      clearLogin();
      window.location.assign(to);
    }
    throw e;
  }
}

/** Ends the session on the server (best effort: the token is forgotten here either way). */
export async function logout(): Promise<void> {
  if (tokenState.get()) await api('POST /auth/logout').catch(() => undefined);
  clearLogin();
}
