import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { data } from 'react-router';

// Any other path (docs/spec.md §2): the root ErrorBoundary renders 'Not found' with status 404.
export function loader() {
  throw data(MSG.notFound, { status: 404 });
}

export const meta = () => [{ title: MSG.notFound }, { name: 'robots', content: 'noindex' }];

export default function NotFound() {
  return null;
}
