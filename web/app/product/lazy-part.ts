import { type ComponentType, lazy } from 'react';

/**
 * A part of the page below the fold whose code is not among the page's first scripts. The
 * server renders it in the page's HTML as usual (its module is loaded once at start-up, and a
 * loaded module is handed to React at once, so the HTML never waits for it). In the browser the
 * code is fetched as soon as the page's own script runs; until it arrives React keeps the
 * server's HTML for that part inside its <Suspense> boundary and hydrates it afterwards, so
 * nothing flashes or moves.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchOnce = () => {
    loading ??= load().then(
      (c) => (loaded = c),
      (e) => {
        loading = null; // the next render tries again
        throw e;
      },
    );
    return loading;
  };
  fetchOnce().catch(() => {});
  // A thenable that answers at once when the module is there: React.lazy then renders without suspending.
  return lazy(
    () =>
      ({
        // biome-ignore lint/suspicious/noThenProperty: React.lazy reads a thenable
        then: (done: (m: { default: ComponentType<P> }) => void, fail: (e: unknown) => void) =>
          loaded ? done({ default: loaded }) : fetchOnce().then((c) => done({ default: c }), fail),
      }) as unknown as Promise<{ default: ComponentType<P> }>,
  );
}
