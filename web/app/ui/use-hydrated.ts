import { startTransition, useEffect, useState } from 'react';

let hydratedOnce = false;

/**
 * False on the server and during hydration, true afterwards. Pages that depend on the login
 * kept in localStorage render a neutral skeleton until then, so nobody sees the wrong page
 * flash (a login form for a logged-in visitor, an empty profile for a guest). The switch is a
 * transition: the page's real content renders in slices that let the shopper's taps through,
 * not in one long task. After the first page, later ones start out hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    if (hydrated) return;
    hydratedOnce = true;
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
