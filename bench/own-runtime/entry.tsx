// Shop pages hydrated without React Router (bench/own-runtime/README.md): the same steps as
// web/app/entry.client.tsx, with the loader data read as JSON instead of React Router's stream
// and the page's module chosen by its path (pages.ts).
import type { ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { Layout } from '../../web/app/layout/document';
import { holdStoredValues, showStoredValues } from '../../web/app/lib/stored-state';
import { installPreactHydration } from '../../web/app/preact-hydration';
import { hydratingPage } from '../../web/app/ui/hydrate-later';
import { pageAt, paramsOf } from './pages';
import { setLoaderData, setParams } from './shim';

type PageModule = { default: ComponentType<never> };
const modules: Record<string, () => Promise<PageModule>> = {
  'routes/home-page': () => import('../../web/app/routes/home-page'),
  'routes/checkout-page': () => import('../../web/app/routes/checkout-page'),
  'routes/listing-page': () => import('../../web/app/routes/listing-page'),
  product: () => import('../../web/app/routes/product-page'),
};

installPreactHydration();
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
function openStorage() {
  try {
    sessionStorage.getItem('');
  } catch {}
}

const page = pageAt(location.pathname);
if (page) {
  let data: Record<string, unknown> = {};
  let Page: ComponentType<never>;
  const params = paramsOf(page, location.pathname);
  modules[page.id]()
    .then((m) => {
      Page = m.default;
      data = JSON.parse(document.getElementById('own-data')?.textContent ?? '{}');
      setLoaderData(data);
      setParams(params);
    })
    .then(nextTask)
    .then(openStorage)
    .then(nextTask)
    .then(() => {
      holdStoredValues();
      try {
        const props = { loaderData: data[page.id], params, matches: [] } as never;
        hydratingPage(() =>
          hydrateRoot(
            document,
            <Layout>
              <Page {...props} />
            </Layout>,
          ),
        );
        performance.mark('hydrated');
      } finally {
        requestAnimationFrame(() => setTimeout(showStoredValues));
      }
    });
}
