import type { ProductColor, ProductDetail } from '@store/contract/catalog';
import { formatInr } from '@store/contract/money';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { categoryPath, subCategoryPath } from '@store/contract/slug';
import { type ComponentType, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { findCartLine, setCartQuantity, useCart } from '../cart/cart-store';
import { Link } from '../lib/link';
import { HydrateLater } from '../ui/hydrate-later';
import { lazyDialog } from '../ui/lazy-dialog';
import { Stars } from '../ui/stars';
import { Gallery } from './gallery';
import { lazyPart } from './lazy-part';
import { PincodeForm, usePincodeCheck } from './pincode-check';
import { cartLineFor, PurchaseActions } from './purchase-actions';
import { QuantityStepper } from './quantity-stepper';
import type { StickyBarProps } from './sticky-bar';
import {
  choiceFromUrl,
  chooseColor,
  clampQuantity,
  droppedNote,
  type PurchaseState,
  quantityMax,
  sizeOptions,
  soldOutSizes,
  stockBadge,
  stockOf,
  writeChoice,
} from './variant';
import { ColorPicker, SizeButtons } from './variant-picker';

// Description, Size Chart and Reviews sit below the fold: in the page's HTML, their code after it.
const ProductTabs = lazyPart(() => import('./product-tabs').then((m) => m.ProductTabs));
// Similar Products ends the page: the product cards' code (the `cards` chunk) follows it too.
const ProductRow = lazyPart(() => import('../product-cards/product-row').then((m) => m.ProductRow));
// Loaded the first time "Notify me" is pointed at or pressed: most visits never open it.
const NotifyMe = lazyDialog(() => import('./notify-me').then((m) => m.NotifyMe));

/** The product page below the layout: gallery, choices, purchase, tabs, similar products. */
export function ProductView({ product }: { product: ProductDetail }) {
  // The choice lives in the URL (?color=&size=), so a shared link opens it, rendered by the server.
  const [params] = useSearchParams();
  const [choice, setChoice] = useState(() => choiceFromUrl(product, params));
  const { colorId, size } = choice;
  const [quantity, setQuantity] = useState(1);
  const [notifying, setNotifying] = useState(false);
  const pincode = usePincodeCheck(product.id);
  const cart = useCart();
  const actions = useRef<HTMLDivElement>(null);

  // one object for the product's life: the gallery waiting to hydrate compares its props
  const { id, name, image_1: image, discounted_price: price } = product;
  const wish = useMemo(() => ({ id, name, image, price }), [id, name, image, price]);
  const color = product.colors.find((c) => c.id === colorId) ?? null;
  const shown = color ?? product.colors[0] ?? null;
  const images = useMemo(
    () => (shown?.images.length ? shown.images : product.image_1 ? [product.image_1] : []),
    [shown, product],
  );
  const stock = stockOf(product, color, size);
  const badge = stockBadge(stock);
  const hasSizes = product.sizes.length > 0;
  const line = cartLineFor(product, color, size, quantity, stock);
  const inCart = line && (!hasSizes || size) ? findCartLine(cart, line) : undefined;
  const shownQuantity = inCart ? inCart.quantity : quantity;
  const soldOut = soldOutSizes(color);

  const state: PurchaseState = {
    hasSizes,
    size,
    colorId,
    stock,
    // An unknown pincode was never a delivery answer: the shopper checks another (docs/spec.md §5 order).
    delivery: pincode.status === 'available' || pincode.status === 'unavailable' ? pincode.status : 'unchecked',
  };

  const choose = (next: typeof choice) => {
    setChoice(next);
    writeChoice(next.colorId, next.size);
  };
  const pickColor = (id: number) => {
    // docs/spec.md §4: a colour resets gallery, stock and sizes to its own; the size stays if it can.
    const next = chooseColor(product, id, size);
    choose(next);
    const c = product.colors.find((x) => x.id === id);
    setQuantity((q) => clampQuantity(q, next.size ? (c?.stock_by_size[next.size] ?? 0) : (c?.stock ?? 0)));
  };
  // A logged-in shopper's own held pieces arrive after the page is up (stock-for-shopper.ts): a
  // size the link named, dropped as sold out, is chosen again once it is on sale to them.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the product's stock changes, not on each choice
  useEffect(() => {
    if (!choice.dropped) return;
    const again = chooseColor(product, colorId, choice.dropped);
    if (again.size) choose(again);
  }, [product]);
  const chooseSize = (s: string) => {
    choose({ colorId, size: s, dropped: null });
    setQuantity((q) => clampQuantity(q, color?.stock_by_size[s] ?? 0));
  };
  const changeQuantity = (q: number) => {
    // In the cart already: the stepper edits the cart line (the quantity is synced from it).
    if (inCart) setCartQuantity(inCart, q);
    else setQuantity(q);
  };

  return (
    <main className="mx-auto max-w-7xl px-4 pb-16 pt-4 sm:px-6 lg:pt-6">
      {/* links and pictures the server drew: each hydrates in a task of its own, at once on screen */}
      <HydrateLater>
        <Breadcrumb product={product} />
      </HydrateLater>

      <div className="grid gap-8 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <HydrateLater key={shown?.id ?? 0} className="contents">
          <Gallery images={images} name={product.name} wish={wish} />
        </HydrateLater>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <HydrateLater>
            <Heading product={product} badge={badge} />
          </HydrateLater>

          <div className="mt-6 space-y-6 border-t border-stone-200 pt-6">
            <ColorPicker colors={product.colors} value={colorId} onChange={pickColor} />
            <SizeChoice
              product={product}
              color={color}
              size={size}
              dropped={choice.dropped}
              soldOut={soldOut}
              onChange={chooseSize}
              onNotify={() => setNotifying(true)}
            />
            <QuantityStepper
              value={shownQuantity}
              max={quantityMax(stock)}
              onChange={changeQuantity}
              disabled={stock <= 0}
            />
            <div>
              <h2 className="mb-2 text-sm font-semibold text-ink">Check delivery</h2>
              <PincodeForm state={pincode} />
            </div>
            <div ref={actions}>
              <PurchaseActions state={state} line={line} />
            </div>
            <ul className="grid grid-cols-3 gap-2 border-t border-stone-200 pt-5 text-center text-xs text-stone-600">
              <li>Free delivery across India</li>
              <li>Easy 3-day exchange</li>
              <li>Cash on delivery</li>
            </ul>
          </div>
        </div>
      </div>

      {color && (
        <NotifyMe
          key={color.id}
          open={notifying}
          onClose={() => setNotifying(false)}
          productId={product.id}
          color={color}
          sizes={soldOut}
          size={choice.dropped}
        />
      )}
      <QuickBuyBar target={actions} price={product.discounted_price} name={product.name}>
        <PurchaseActions state={state} line={line} compact />
      </QuickBuyBar>
      {/* below the purchase area: their code loads with the page, they hydrate as they come near */}
      <HydrateLater>
        <Suspense fallback={null}>
          <ProductTabs product={product} />
        </Suspense>
      </HydrateLater>
      <HydrateLater className="-mx-4 sm:-mx-6">
        <Suspense fallback={null}>
          <ProductRow title="Similar Products" products={product.similar_products} />
        </Suspense>
      </HydrateLater>
    </main>
  );
}

/**
 * The phone's quick-buy bar: not needed before the shopper scrolls, so its code loads after the
 * page. Its arrival re-renders this place only, not the product view around it.
 */
function QuickBuyBar(props: StickyBarProps) {
  const [Bar, setBar] = useState<ComponentType<StickyBarProps> | null>(null);
  useEffect(() => {
    import('./sticky-bar').then(
      (m) => setBar(() => m.StickyBar),
      () => {}, // without it the page's own buttons still work
    );
  }, []);
  return Bar && <Bar {...props} />;
}

/** Home / category / sub-category, each a link. */
function Breadcrumb({ product }: { product: ProductDetail }) {
  return (
    <nav aria-label="Breadcrumb" className="mb-4 text-sm text-stone-600">
      <ol className="flex flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className="hover:text-ink hover:underline">
            Home
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={categoryPath(product.category)} className="hover:text-ink hover:underline">
            {product.category.name}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to={subCategoryPath(product.sub_category)} className="hover:text-ink hover:underline">
            {product.sub_category.name}
          </Link>
        </li>
      </ol>
    </nav>
  );
}

/** Sub-category, name, rating, price with MRP and discount, and the stock badge. */
function Heading({ product, badge }: { product: ProductDetail; badge: string | null }) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">{product.sub_category.name}</p>
      <h1 className="mt-2 font-serif text-2xl leading-tight font-semibold text-ink sm:text-3xl">{product.name}</h1>
      {product.rating.count > 0 && (
        <p className="mt-2 flex items-center gap-2 text-sm text-stone-700">
          <Stars rating={product.rating.average} />
          <span>
            {product.rating.average.toFixed(1)} · {product.rating.count}{' '}
            {product.rating.count === 1 ? 'review' : 'reviews'}
          </span>
        </p>
      )}

      <div className="mt-4 flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-2xl font-semibold text-ink" data-testid="price">
          <span className="sr-only">Price </span>
          {formatInr(product.discounted_price)}
        </p>
        {product.discount > 0 && (
          <>
            <p className="text-base text-stone-600 line-through">
              <span className="sr-only">MRP </span>
              {formatInr(product.price)}
            </p>
            <p className="rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-700">
              {product.discount}% OFF
            </p>
          </>
        )}
      </div>
      <p className="mt-1 text-sm text-stone-600">{MSG.inclusiveTaxes}</p>
      {badge && (
        <p
          role="status"
          data-testid="stock-badge"
          className={`mt-3 inline-block rounded-md px-2.5 py-1 text-sm font-semibold ${
            badge === MSG.outOfStockBadge ? 'bg-stone-100 text-stone-700' : 'bg-amber-50 text-amber-800'
          }`}
        >
          {badge}
        </p>
      )}
    </div>
  );
}

/**
 * The colour's sizes; a size the new colour lacks is said beside them (`dropped`), and its
 * sold-out sizes offer "Notify me".
 */
function SizeChoice({
  product,
  color,
  size,
  dropped,
  soldOut,
  onChange,
  onNotify,
}: {
  product: ProductDetail;
  color: ProductColor | null;
  size: string | null;
  dropped: string | null;
  soldOut: string[];
  onChange: (size: string) => void;
  onNotify: () => void;
}) {
  return (
    <div>
      <SizeButtons options={sizeOptions(product, color)} value={size} onChange={onChange} />
      <div aria-live="polite" className="text-sm">
        {dropped && (
          <p className="mt-2 font-medium text-amber-800" data-testid="size-note">
            {droppedNote(dropped, color?.name)}
          </p>
        )}
      </div>
      {soldOut.length > 0 && (
        <p className="mt-2 text-sm text-stone-600">
          Sold out in {color?.name}: {soldOut.join(', ')}.{' '}
          <button
            type="button"
            onClick={onNotify}
            onPointerEnter={NotifyMe.preload}
            onFocus={NotifyMe.preload}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            Notify me
          </button>
        </p>
      )}
    </div>
  );
}
