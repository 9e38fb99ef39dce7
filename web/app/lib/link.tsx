import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useRef,
} from 'react';
import { useLocation, useNavigate } from 'react-router';

// The shop's pages render dozens of links (the category bar's menus, every product card twice,
// the footer), and each of React Router's `Link` costs its hooks at hydration: the location, two
// path resolutions, a navigate function with a layout effect, prefetch state with two effects
// (bench/README.md, "Lighter links"). The store's links are absolute paths and use none of that,
// so a link here is an anchor that asks the one router for a client-side navigation when clicked.

/**
 * Follows an in-store link; the same URL again replaces the history entry rather than adding one.
 * `keepScroll` leaves the page where it was (a filter cleared on the same listing).
 */
type Follow = (to: string, keepScroll?: boolean) => void;
const FollowContext = createContext<Follow | null>(null);

/** Lets the links below it navigate through the router: one subscription to the location, not one per link. */
export function LinkNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = useRef('');
  here.current = pathname + search + hash;
  const follow = useCallback(
    (to: string, keepScroll?: boolean) =>
      navigate(to, { replace: here.current === to, preventScrollReset: keepScroll }),
    [navigate],
  );
  return <FollowContext.Provider value={follow}>{children}</FollowContext.Provider>;
}

/** A click the browser would open in this tab: not with a modifier, not another button or target. */
const opensHere = (e: MouseEvent<HTMLAnchorElement>, target?: string) =>
  e.button === 0 && (!target || target === '_self') && !(e.metaKey || e.altKey || e.ctrlKey || e.shiftKey);

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** an absolute path in the store, with its query and hash if any */
  to: string;
  /** the page keeps its scroll position, as React Router's `preventScrollReset` */
  preventScrollReset?: boolean;
};

/**
 * An in-store link: a plain anchor that the router follows without a page load, as React
 * Router's `Link` does. Outside `LinkNavigation` it is an ordinary link.
 */
export function Link({ to, onClick, target, preventScrollReset, ...rest }: LinkProps) {
  const follow = useContext(FollowContext);
  const click = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (!follow || e.defaultPrevented || !opensHere(e, target)) return;
    e.preventDefault();
    follow(to, preventScrollReset);
  };
  return <a {...rest} href={to} target={target} onClick={click} />;
}
