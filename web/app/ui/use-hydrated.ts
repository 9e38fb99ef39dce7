import { useEffect, useState } from 'react';

let hydratedOnce = false;

/**
 * False on the server and during hydration, true afterwards. Pages that depend on the login
 * kept in localStorage render a neutral skeleton until then, so nobody sees the wrong page
 * flash (a login form for a logged-in visitor, an empty profile for a guest). The switch comes in
 * a task of its own: the page's real content is its largest render, and Preact renders it at
 * once (startTransition does not slice it), so a tap waits for that task only. After the first
 * page, later ones start out hydrated.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    if (hydrated) return;
    hydratedOnce = true;
    const switchOn = setTimeout(() => setHydrated(true));
    return () => clearTimeout(switchOn);
  }, [hydrated]);
  return hydrated;
}
