import { SHOP_MSG as MSG } from '@store/contract/shop-messages';
import { isRouteErrorResponse, Links, Meta, Scripts, useLocation, useRouteLoaderData } from 'react-router';
import { Link, LinkNavigation } from '../lib/link';
import type { loader } from '../root';
import { HydrateLater } from '../ui/hydrate-later';
import { ToastProvider } from '../ui/toast';
import { NavProgress } from './nav-progress';
import { ScrollRestoration } from './scroll-restoration';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// The root route's document and error page (root.tsx uses them). Kept here, with the rest of
// the layout, so they travel in the shared chunk every page loads.

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // the staff console (web/app/admin) has its own header: not the shop's
  const shop = !/^\/admin(?:\/|$)/.test(useLocation().pathname);
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
          <LinkNavigation>
            <a
              href="#main"
              className="sr-only z-[95] rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
            >
              Skip to content
            </a>
            <NavProgress />
            {shop && <SiteHeader categories={data?.categories ?? []} />}
            <div id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </div>
            {shop && (
              <HydrateLater>
                <SiteFooter />
              </HydrateLater>
            )}
          </LinkNavigation>
        </ToastProvider>
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
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
