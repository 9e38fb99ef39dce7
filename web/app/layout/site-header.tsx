import type { Category } from '@store/contract/catalog';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from '../auth/auth-store';
import { useCart, useWishlist } from '../cart/cart-store';
import { Link } from '../lib/link';
import { HydrateLater } from '../ui/hydrate-later';
import { lazyDialog } from '../ui/lazy-dialog';
import { CategoryBar } from './category-bar';
import { BagIcon, CloseIcon, HeartIcon, MenuIcon, UserIcon } from './icons';
import { useShopFace } from './site';

const CartPanel = lazyDialog(() => import('../cart/panels').then((m) => m.CartPanel));
const WishlistPanel = lazyDialog(() => import('../cart/panels').then((m) => m.WishlistPanel));

// The phone menu is hidden until its button is pressed, and the button needs JavaScript anyway:
// its code loads when the shopper reaches for the button (or presses it), not with the page.
const loadMenu = () => import('./mobile-menu');
const MobileMenu = lazy(() => loadMenu().then((m) => ({ default: m.MobileMenu })));
const preloadMenu = () => {
  loadMenu().catch(() => {}); // offline for a moment: lazy() tries again on the press
};

const iconButton =
  'relative grid h-11 w-11 place-items-center rounded-full text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600';

function CountBadge({ n }: { n: number }) {
  if (n <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute right-0.5 top-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-brand-600 px-1 text-[11px] font-semibold leading-none text-white"
    >
      {n > 99 ? '99+' : n}
    </span>
  );
}

/** The wishlist or cart button: its icon, the count on a badge and in its name; opens its panel. */
function PanelButton({
  label,
  count,
  onOpen,
  preload,
  testId,
  children,
}: {
  label: string;
  count: number;
  onOpen: () => void;
  preload: () => void;
  testId: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className={iconButton}
      aria-label={`${label}, ${count} ${count === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      onClick={onOpen}
      onPointerEnter={preload}
      onFocus={preload}
      data-testid={testId}
    >
      {children}
      <CountBadge n={count} />
    </button>
  );
}

/**
 * Announcement bar, top bar (with the phone menu and the cart and wishlist panels) and category
 * bar (docs/spec.md §2). The two bars hydrate after the page, each in a task of its own: the top
 * bar at once wherever the page is scrolled (its counts are the shopper's), the category bar as
 * it comes near (HydrateLater). `contents` keeps the top bar sticky inside the header.
 */
export function SiteHeader({ categories }: { categories: Category[] }) {
  const face = useShopFace();
  return (
    <header>
      <p className="bg-ink px-4 py-2 text-center text-xs font-medium tracking-wide text-white sm:text-sm">
        {face.announcement}
      </p>
      <HydrateLater className="contents" soon>
        <TopBar categories={categories} />
      </HydrateLater>
      <HydrateLater>
        <CategoryBar categories={categories} />
      </HydrateLater>
    </header>
  );
}

/** Menu, shop name, login or profile, wishlist and cart. */
function TopBar({ categories }: { categories: Category[] }) {
  const { loggedIn, user } = useAuth();
  const face = useShopFace();
  const cart = useCart();
  const wishlist = useWishlist();
  const [panel, setPanel] = useState<'cart' | 'wishlist' | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuShown, setMenuShown] = useState(false); // opened once: stays mounted, hidden when closed
  const menuId = useId();
  const { pathname } = useLocation();

  // A followed link closes the phone menu and any open panel.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation only
  useEffect(() => {
    setMenuOpen(false);
    setPanel(null);
  }, [pathname]);

  const cartCount = cart.length;
  const wishCount = wishlist.length;
  const hasItems = cartCount > 0;
  // Stored prices are never trusted: a stored cart is re-checked against the API on page load
  // (here, as the panels load only when opened) and again whenever a panel opens. An empty
  // cart needs neither the request nor the code.
  useEffect(() => {
    if (hasItems) import('../cart/cart-refresh').then((m) => m.refreshStoredItems()).catch(() => {});
  }, [hasItems]);

  return (
    <div className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-2 sm:px-4">
        <button
          type="button"
          className={`${iconButton} md:hidden`}
          aria-expanded={menuOpen}
          aria-controls={menuShown ? menuId : undefined}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onPointerEnter={preloadMenu}
          onTouchStart={preloadMenu}
          onFocus={preloadMenu}
          onClick={() => {
            setMenuShown(true);
            setMenuOpen((o) => !o);
          }}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link
          to="/"
          className="mr-auto rounded px-1 font-serif text-2xl font-bold tracking-tight text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
          aria-label={`${face.shop.name} home`}
        >
          {face.shop.name}
        </Link>
        {loggedIn && user ? (
          <Link to="/profile" className={iconButton} aria-label={`Profile of ${user.name}`} title={user.name}>
            <UserIcon />
          </Link>
        ) : (
          <Link
            to="/login"
            className="grid h-11 min-w-11 place-items-center rounded-full text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-brand-600 sm:px-3"
          >
            <UserIcon className="h-6 w-6 sm:hidden" />
            <span className="sr-only sm:not-sr-only">Login</span>
          </Link>
        )}
        <PanelButton
          label="Wishlist"
          count={wishCount}
          onOpen={() => setPanel('wishlist')}
          preload={WishlistPanel.preload}
          testId="wishlist-button"
        >
          <HeartIcon />
        </PanelButton>
        <PanelButton
          label="Cart"
          count={cartCount}
          onOpen={() => setPanel('cart')}
          preload={CartPanel.preload}
          testId="cart-button"
        >
          <BagIcon />
        </PanelButton>
      </div>
      {menuShown && (
        <Suspense fallback={null}>
          <MobileMenu
            id={menuId}
            open={menuOpen}
            categories={categories}
            userName={loggedIn ? (user?.name ?? null) : null}
          />
        </Suspense>
      )}
      {/* native dialogs: they open in the top layer, above the sticky bar's stacking context */}
      <CartPanel open={panel === 'cart'} onClose={() => setPanel(null)} />
      <WishlistPanel open={panel === 'wishlist'} onClose={() => setPanel(null)} />
    </div>
  );
}
