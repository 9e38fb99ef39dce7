import { useEffect, useState } from 'react';

/**
 * 0 on the first render, then 1, 2 ... up to `last`, one step per task. A large page drawn in
 * the browser alone (checkout, from the cart and login in localStorage) renders in parts, so no
 * single task holds a phone's main thread: Preact renders a transition at once, where React
 * would have sliced it.
 */
export function useStage(last: number): number {
  const [stage, setStage] = useState(0);
  useEffect(() => {
    if (stage >= last) return;
    const next = setTimeout(() => setStage((s) => s + 1));
    return () => clearTimeout(next);
  }, [stage, last]);
  return stage;
}
