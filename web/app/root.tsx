import type { Category } from '@store/contract/catalog';
import { MSG } from '@store/contract/messages';
import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { NavProgress } from './layout/nav-progress';
import { pageMeta } from './layout/seo';
import { SiteFooter } from './layout/site-footer';
import { SiteHeader } from './layout/site-header';
import { loaderApi } from './lib/api';
import { ToastProvider } from './ui/toast';

export async function loader({ context, request }: Route.LoaderArgs) {
  const categories = await loaderApi<Category[]>(context, '/product/category/list')
    .then((r) => r.data)
    .catch(() => [] as Category[]);
  return { nonce: context.nonce, categories, origin: new URL(request.url).origin };
}

// The layout's categories change rarely: don't refetch them on every client navigation.
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta({ title: 'Vastra', path: location.pathname, matches });

const FAVICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='7' fill='%23b4232f'/%3E%3Ctext x='16' y='23' font-family='Georgia,serif' font-size='20' font-weight='700' fill='white' text-anchor='middle'%3EV%3C/text%3E%3C/svg%3E";

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: FAVICON, type: 'image/svg+xml' }];

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b4232f" />
        <Meta />
        {/* Styles need no nonce (style-src allows 'self' and inline). An empty one is what the
            browser leaves in the DOM after reading a nonce, so the client's hydration agrees. */}
        <Links nonce="" />
      </head>
      <body className="flex min-h-screen flex-col bg-white font-sans text-ink antialiased">
        <ToastProvider>
          <a
            href="#main"
            className="sr-only z-[95] rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
          >
            Skip to content
          </a>
          <NavProgress />
          <SiteHeader categories={data?.categories ?? []} />
          <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </div>
          <SiteFooter />
        </ToastProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-700">{notFound ? '404' : 'Error'}</p>
      <h1 className="mt-2 text-3xl font-semibold">{notFound ? MSG.notFound : 'Something went wrong'}</h1>
      <p className="mt-3 text-stone-600">
        {notFound ? 'The page you are looking for does not exist or has moved.' : 'Please try again in a moment.'}
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Continue shopping
      </Link>
    </main>
  );
}
