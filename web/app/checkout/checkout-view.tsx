import type { PaymentMode } from '@store/contract/constants';
import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { memo, useEffect, useId, useMemo, useState } from 'react';
import { loginUrlFor, tokenState, useAuth, userState } from '../auth/auth-store';
import { refreshStoredItems } from '../cart/cart-refresh';
import { useCart } from '../cart/cart-store';
import { CartChanges } from '../cart/shared-parts';
import { BagIcon } from '../layout/icons';
import { Link } from '../lib/link';
import { lazyDialog } from '../ui/lazy-dialog';
import { Spinner } from '../ui/spinner';
import { inputClass, primaryButton, secondaryButton } from '../ui/styles';
import { useHydrated } from '../ui/use-hydrated';
import { CartLines } from './cart-lines';
import { checkoutSummary } from './checkout-math';
import { type AppliedCoupon, CouponBox } from './coupon-box';
import { OrderSummary } from './order-summary';
import { PaymentModeChoice } from './payment-mode';
import { ShippingAddress } from './shipping-address';
import { useAddresses } from './use-addresses';
import { usePlaceOrder } from './use-place-order';

// Opens for a guest once the page is up, or on a click: its code loads then.
const GuestLoginModal = lazyDialog(() => import('../account/guest-login-modal').then((m) => m.GuestLoginModal));

const card = 'rounded-xl border border-stone-200 p-4 sm:p-5';

// The saved addresses arrive a moment after the checkout is drawn, and choosing one, typing a
// sales reference or placing the order change only their own parts: these keep their render
// unless their own props change, where the whole checkout was drawn again each time.
const KeptCartLines = memo(CartLines);
const KeptCouponBox = memo(CouponBox);
const KeptOrderSummary = memo(OrderSummary);
const KeptPaymentModeChoice = memo(PaymentModeChoice);

/**
 * /checkout (docs/spec.md §2 Checkout). The cart and the login live in localStorage: nothing to
 * render on the server.
 */
export function CheckoutView() {
  const hydrated = useHydrated();
  const items = useCart();
  // At least a screen tall in every state, so the footer stays below the fold while the
  // server's skeleton turns into the cart or the empty state (no layout shift).
  return (
    <div className="min-h-svh">
      {!hydrated ? <CheckoutSkeleton /> : items.length === 0 ? <EmptyCheckout /> : <Checkout />}
    </div>
  );
}

function Checkout() {
  const items = useCart();
  const { user, token, loggedIn } = useAuth();
  const book = useAddresses(loggedIn ? token : null);
  const [guestOpen, setGuestOpen] = useState(false);
  const [coupon, setCoupon] = useState<AppliedCoupon | null>(null);
  const [couponReason, setCouponReason] = useState<string | null>(null);
  const [salesReference, setSalesReference] = useState('');
  const [onlineAvailable, setOnlineAvailable] = useState(true);
  const [mode, setMode] = useState<PaymentMode | null>('Online');
  const refId = useId();

  // Spec: checkout when not logged in opens the guest login modal; the page carries on after it.
  useEffect(() => {
    if (!tokenState.get() || !userState.get()) setGuestOpen(true);
  }, []);
  // Stored prices are never trusted: re-read every line from the API on arrival.
  useEffect(() => {
    refreshStoredItems().catch(() => undefined);
  }, []);

  const couponPercent = coupon?.percent ?? 0;
  const summary = useMemo(() => checkoutSummary(items, couponPercent), [items, couponPercent]);
  const order = usePlaceOrder({
    address: book.selected,
    paymentMode: mode,
    coupon,
    salesReference,
    shownTotal: summary.total,
    user,
    onCouponRejected: (reason) => {
      setCoupon(null);
      setCouponReason(reason);
    },
    onOnlineUnavailable: () => {
      setOnlineAvailable(false);
      setMode('Cash On Delivery');
    },
    reloadAddresses: book.reload,
  });
  const cannotPlace = summary.total <= 0 || mode === null;

  return (
    <main className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="font-serif text-2xl font-semibold text-ink sm:text-3xl">Checkout</h1>
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start lg:gap-8">
        <div className="grid min-w-0 gap-5">
          {loggedIn ? (
            <ShippingAddress book={book} />
          ) : (
            <section aria-labelledby="login-heading" className={card}>
              <h2 id="login-heading" className="text-lg font-semibold">
                Log in to continue
              </h2>
              <p className="mt-1 text-sm text-stone-600">
                Log in with a one-time password to choose a delivery address and place your order.
              </p>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="button" className={primaryButton} onClick={() => setGuestOpen(true)}>
                  Login via OTP
                </button>
                <Link to={loginUrlFor('/checkout')} className={secondaryButton}>
                  Login with email
                </Link>
              </div>
            </section>
          )}
          <div>
            <CartChanges />
            <KeptCartLines items={items} problems={order.problems} />
          </div>
        </div>
        <div className="grid gap-5 lg:sticky lg:top-6">
          <KeptCouponBox
            applied={coupon}
            onApplied={setCoupon}
            subtotalPaise={summary.subtotal}
            reason={couponReason}
            onReason={setCouponReason}
          />
          <section className={card}>
            <label htmlFor={refId} className="block text-base font-semibold">
              Sales reference
            </label>
            <p id={`${refId}-hint`} className="mt-0.5 text-xs text-stone-600">
              Optional: the name or code of the person who helped you
            </p>
            <input
              id={refId}
              name="sales_referance"
              value={salesReference}
              onChange={(e) => setSalesReference(e.target.value)}
              maxLength={100}
              autoComplete="off"
              aria-describedby={`${refId}-hint`}
              className={`${inputClass} mt-2`}
            />
          </section>
          <section aria-labelledby="summary-heading" className={`${card} grid gap-5`}>
            <h2 id="summary-heading" className="text-lg font-semibold">
              Order Summary
            </h2>
            <KeptOrderSummary summary={summary} couponCode={coupon?.code ?? null} />
            <KeptPaymentModeChoice value={mode} onChange={setMode} onlineAvailable={onlineAvailable} />
            <button
              type="button"
              className={`${primaryButton} h-12 w-full text-base`}
              disabled={cannotPlace || order.busy}
              aria-busy={order.busy || undefined}
              onClick={() => (loggedIn ? order.place() : setGuestOpen(true))}
              onPointerEnter={order.preload}
              onFocus={order.preload}
            >
              {order.busy && <Spinner />}
              Place Order
            </button>
          </section>
        </div>
      </div>
      <GuestLoginModal open={guestOpen} onClose={() => setGuestOpen(false)} onLoggedIn={() => setGuestOpen(false)} />
    </main>
  );
}

function EmptyCheckout() {
  return (
    <main className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <BagIcon className="h-16 w-16 text-stone-300" />
      <h1 className="mt-4 font-serif text-2xl font-semibold text-ink">Checkout</h1>
      <p className="mt-2 text-stone-600">{MSG.cartEmpty}. Add something you love and come back here to order it.</p>
      <div className="mt-6 w-full text-left">
        <CartChanges />
      </div>
      <Link to="/" className={`${primaryButton} mt-6`}>
        {MSG.continueShopping}
      </Link>
    </main>
  );
}

function CheckoutSkeleton() {
  return (
    <main aria-busy="true" aria-label="Loading checkout" className="mx-auto max-w-6xl animate-pulse px-4 py-6 sm:py-10">
      <div className="h-8 w-40 rounded bg-stone-200" />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
        <div className="grid gap-5">
          <div className="h-32 rounded-xl bg-stone-100" />
          <div className="h-56 rounded-xl bg-stone-100" />
        </div>
        <div className="h-96 rounded-xl bg-stone-100" />
      </div>
    </main>
  );
}
