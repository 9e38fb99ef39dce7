// A stand-in for `react-router` in the browser, for measuring only (bench/own-runtime/README.md):
// the hooks the home page's modules use, answered from the loader data the page carries as JSON
// and from window.location. No navigation: a link loads the next page.
import { type ComponentChildren, h } from 'preact';

let loaderData: Record<string, unknown> = {};
export const setLoaderData = (data: Record<string, unknown>) => {
  loaderData = data;
};

let params: Record<string, string> = {};
export const setParams = (value: Record<string, string>) => {
  params = value;
};

export const useRouteLoaderData = (id: string) => loaderData[id];
export const useLoaderData = () => undefined;
export const useLocation = () => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
  state: null,
  key: 'default',
});
export const useNavigate = () => (to: string) => location.assign(to);
export const useSearchParams = () => [new URLSearchParams(location.search), () => {}] as const;
export const useParams = () => params;
export const useNavigation = () => ({ state: 'idle', location: undefined });
export const useNavigationType = () => 'POP';
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
