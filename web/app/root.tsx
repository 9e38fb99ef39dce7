import type { Category } from '@store/contract/catalog';
import { Outlet } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
// A file of its own (fingerprinted, cached for a year) rather than a data URI in every page's JavaScript.
import favicon from './favicon.svg?no-inline';
import { ErrorPage } from './layout/document';
import { pageMeta } from './layout/seo';
import { DEFAULT_FACE, SITE } from './layout/site';
import { loaderApi } from './lib/api';

export async function loader({ context }: Route.LoaderArgs) {
  const [categories, face] = await Promise.all([
    loaderApi(context, 'GET /product/category/list')
      .then((r) => r.data)
      .catch(() => [] as Category[]),
    // the owner's announcement and the shop's details (the compiled ones if it cannot answer)
    loaderApi(context, 'GET /general/shop')
      .then((r) => r.data)
      .catch(() => DEFAULT_FACE),
  ]);
  return { nonce: context.nonce, categories, origin: context.origin, face };
}

// The layout's categories and the shop's details change rarely: don't refetch them on every
// client navigation (a new page load shows an edit).
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: SITE.name, path: location.pathname, matches });

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: favicon, type: 'image/svg+xml' }];

export { Layout } from './layout/document';

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}

export default function App() {
  return <Outlet />;
}
