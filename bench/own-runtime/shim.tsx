// A stand-in for `react-router` in the browser, for measuring only (bench/own-runtime/README.md):
// the hooks the shop's pages use, answered from the router state router.tsx provides. Anything
// the shop imports that is not here fails the build.
import { type ComponentChildren, createContext, h } from 'preact';
import { useContext } from 'preact/hooks';

export interface Place {
  pathname: string;
  search: string;
  hash: string;
  state: null;
  key: string;
}
export interface RouterState {
  location: Place;
  loaderData: Record<string, unknown>;
  params: Record<string, string>;
  pageId: string;
  /** where a navigation under way goes */
  pending: Place | null;
  type: 'POP' | 'PUSH' | 'REPLACE';
}
export type To = string | number | { pathname?: string; search?: string; hash?: string };
export interface NavigateOptions {
  replace?: boolean;
  preventScrollReset?: boolean;
}

export const RouterContext = createContext<RouterState | null>(null);
const current = () => useContext(RouterContext) as RouterState;

let follow: (to: To, options?: NavigateOptions) => void = (to) => location.assign(String(to));
/** router.tsx sets how a navigation is made. */
export const setNavigate = (fn: typeof follow) => {
  follow = fn;
};
const navigate = (to: To, options?: NavigateOptions) => follow(to, options);

export const useLocation = () => current().location;
export const useRouteLoaderData = (id: string) => current().loaderData[id];
export const useParams = () => current().params;
export function useNavigation() {
  const { pending } = current();
  return pending ? { state: 'loading', location: pending } : { state: 'idle', location: undefined };
}
export const useNavigationType = () => current().type;
export const useNavigate = () => navigate;
export function useSearchParams() {
  const params = new URLSearchParams(current().location.search);
  const set = (next: URLSearchParams | Record<string, string>) => navigate(`?${new URLSearchParams(next)}`);
  return [params, set] as const;
}
// router.tsx keeps and restores scroll positions itself.
export const UNSAFE_useScrollRestoration = () => {};
export const isRouteErrorResponse = () => false;
export const Outlet = () => null;
export const Links = () => null;
export const data = (value: unknown) => value;
export const redirect = (to: string) => new Response(null, { status: 302, headers: { Location: to } });

/** The server's head and trailing scripts, as elements, so hydration keeps them as they are. */
function snapshot(nodes: Element[]): ComponentChildren {
  return nodes.map((node) => {
    const props: Record<string, unknown> = {};
    for (const a of Array.from(node.attributes)) props[a.name] = a.value;
    if (node.tagName === 'SCRIPT' || node.tagName === 'STYLE' || node.tagName === 'TITLE')
      props.dangerouslySetInnerHTML = { __html: node.innerHTML };
    return h(node.tagName.toLowerCase(), props);
  });
}
const headAfterStatic = Array.from(document.head.children).slice(3);
const scriptsAtEnd = Array.from(document.querySelectorAll('body > [data-own]'));
export const Meta = () => snapshot(headAfterStatic);
export const Scripts = () => snapshot(scriptsAtEnd);
