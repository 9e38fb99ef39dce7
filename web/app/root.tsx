import type { Category } from '@store/contract/catalog';
import { MSG } from '@store/contract/messages';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { loaderApi } from './lib/api';

export async function loader({ context }: Route.LoaderArgs) {
  const categories = await loaderApi<Category[]>(context, '/product/category/list')
    .then((r) => r.data)
    .catch(() => [] as Category[]);
  return { nonce: context.nonce, categories };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body className="bg-white font-sans text-ink antialiased">
        <p className="bg-ink py-2 text-center text-sm font-medium text-white">{MSG.announcement}</p>
        {children}
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
      <h1 className="text-2xl font-semibold">{notFound ? MSG.notFound : 'Something went wrong'}</h1>
    </main>
  );
}
