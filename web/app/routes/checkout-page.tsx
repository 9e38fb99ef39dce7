import { CheckoutView } from '../checkout/checkout-view';
import { pageMeta } from '../layout/seo';
import type { Route } from './+types/checkout-page';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: 'Checkout', path: '/checkout', matches, extra: [{ name: 'robots', content: 'noindex' }] });

export default function CheckoutPage() {
  return <CheckoutView />;
}
