import { readEarly } from '../auth/early-read';
import { cartState } from '../cart/cart-store';
import { CheckoutView } from '../checkout/checkout-view';
import { pageMeta } from '../layout/seo';
import type { Route } from './+types/checkout-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Checkout', path: '/checkout', matches, extra: [{ name: 'robots', content: 'noindex' }] });

// A first load of /checkout with a cart: the saved addresses, whose text is the page's largest
// paint, are asked for as this code is evaluated, beside hydration (the cart and the login live in
// the browser, so the server draws only a skeleton). A client navigation reads them on mounting.
if (typeof window !== 'undefined' && window.location.pathname === '/checkout' && cartState.get().length > 0) {
  readEarly('GET /auth/address');
}

export default function CheckoutPage() {
  return <CheckoutView />;
}
