import { STORAGE_KEYS } from '@store/contract/constants';
import { storedState } from '../lib/stored-state';

/** The user as stored under `user` (spec §3), with the guest flag beside it. */
export interface StoredUser {
  id: number;
  name: string;
  email: string;
  phone_number: string;
  gender: string | null;
  guest: boolean;
}

const isUser = (u: unknown): u is StoredUser =>
  !!u && typeof u === 'object' && typeof (u as StoredUser).email === 'string' && typeof (u as StoredUser).name === 'string';

export const tokenState = storedState<string | null>(STORAGE_KEYS.token, null, (raw) =>
  typeof raw === 'string' && raw.length >= 20 ? raw : null,
);
export const userState = storedState<StoredUser | null>(STORAGE_KEYS.user, null, (raw) => (isUser(raw) ? raw : null));

/** Spec §4: logged in only if both token and user are stored. */
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
