import { useSyncExternalStore } from 'react';

const noop = () => () => {};

/**
 * False on the server and during hydration, true afterwards. Pages that depend on the login
 * kept in localStorage render a neutral skeleton until then, so nobody sees the wrong page
 * flash (a login form for a logged-in visitor, an empty profile for a guest).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
