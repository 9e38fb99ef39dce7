// The prototype's client navigation (bench/own-runtime/README.md): match the next path, load its
// module and its loader data (as JSON, from the proxy) together, push the history entry, render,
// and scroll as React Router does. Anything it cannot do (another page, a redirect, an error)
// becomes a document load, which the server renders as it does today.
import type { ComponentType } from 'react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Layout } from '../../web/app/layout/document';
import { pageAt, paramsOf } from './pages.mjs';
import { type NavigateOptions, type Place, RouterContext, type RouterState, setNavigate, type To } from './shim';

type PageModule = {
  default: ComponentType<never>;
  meta?: (args: object) => { title?: string }[] | undefined;
};
export const modules: Record<string, () => Promise<PageModule>> = {
  'routes/home-page': () => import('../../web/app/routes/home-page'),
  'routes/checkout-page': () => import('../../web/app/routes/checkout-page'),
  'routes/listing-page': () => import('../../web/app/routes/listing-page'),
  product: () => import('../../web/app/routes/product-page'),
};
const loaded: Record<string, PageModule> = {};
export const pageLoaded = (id: string, module: PageModule) => {
  loaded[id] = module;
};

const SCROLL_KEY = 'react-router-scroll-positions';
const positions: Record<string, number> = (() => {
  try {
    return JSON.parse(sessionStorage.getItem(SCROLL_KEY) || '{}');
  } catch {
    return {};
  }
})();
const keep = (key: string) => {
  positions[key] = window.scrollY;
  try {
    sessionStorage.setItem(SCROLL_KEY, JSON.stringify(positions));
  } catch {}
};

export const placeOf = (url: URL, key: string): Place => ({
  pathname: url.pathname,
  search: url.search,
  hash: url.hash,
  state: null,
  key,
});
const newKey = () => Math.random().toString(32).slice(2);
const urlOf = (to: Exclude<To, number>) =>
  new URL(
    typeof to === 'string' ? to : `${to.pathname ?? location.pathname}${to.search ?? ''}${to.hash ?? ''}`,
    location.href,
  );

export function Router({ initial }: { initial: RouterState }) {
  const [state, setState] = useState(initial);
  const [scroll, setScroll] = useState<{ to: number | null }>({ to: null });

  // the entry shown, whose scroll position a navigation keeps (on Back, history.state is already the next's)
  const shown = useRef(initial.location.key);
  shown.current = state.location.key;

  useEffect(() => {
    let latest = 0;
    async function go(url: URL, { replace, preventScrollReset }: NavigateOptions, pop: boolean) {
      const page = pageAt(url.pathname);
      if (!page || url.origin !== location.origin) return location.assign(url.href);
      const mine = ++latest;
      setState((s) => ({ ...s, pending: placeOf(url, '') }));
      try {
        const [module, answer] = await Promise.all([
          modules[page.id](),
          fetch(`/__own-data?url=${encodeURIComponent(url.pathname + url.search)}`),
        ]);
        if (!answer.ok) return location.assign(url.href);
        const data = (await answer.json()) as Record<string, unknown>;
        if (mine !== latest) return;
        keep(shown.current);
        const key = pop ? (history.state?.key ?? newKey()) : newKey();
        if (!pop) history[replace ? 'replaceState' : 'pushState']({ key }, '', url.href);
        loaded[page.id] = module;
        const params = paramsOf(page, url.pathname);
        setState((s) => ({
          location: placeOf(url, key),
          loaderData: { ...data, root: s.loaderData.root },
          params,
          pageId: page.id,
          pending: null,
          type: pop ? 'POP' : replace ? 'REPLACE' : 'PUSH',
        }));
        setScroll({ to: pop ? (positions[key] ?? 0) : preventScrollReset ? null : 0 });
        const title = module
          .meta?.({ data: data[page.id], loaderData: data[page.id], params, location: url, matches: [] })
          ?.find((m) => m.title)?.title;
        if (title) document.title = title;
      } catch {
        location.assign(url.href);
      }
    }
    setNavigate((to, options = {}) => {
      if (typeof to === 'number') return history.go(to);
      const url = urlOf(to);
      const here = location.pathname + location.search + location.hash;
      go(url, { replace: options.replace ?? url.pathname + url.search + url.hash === here, ...options }, false);
    });
    const onPop = () => go(new URL(location.href), {}, true);
    const onHide = () => keep(shown.current);
    addEventListener('popstate', onPop);
    addEventListener('pagehide', onHide);
    history.scrollRestoration = 'manual';
    return () => {
      removeEventListener('popstate', onPop);
      removeEventListener('pagehide', onHide);
    };
  }, []);

  useLayoutEffect(() => {
    if (scroll.to !== null) window.scrollTo(0, scroll.to);
  }, [scroll]);

  const Page = loaded[state.pageId].default;
  const props = { loaderData: state.loaderData[state.pageId], params: state.params, matches: [] } as never;
  return (
    <RouterContext.Provider value={state}>
      <Layout>
        <Page {...props} />
      </Layout>
    </RouterContext.Provider>
  );
}
