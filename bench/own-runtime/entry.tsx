// Shop pages hydrated without React Router (bench/own-runtime/README.md): the same steps as
// web/app/entry.client.tsx, with the loader data read as JSON instead of React Router's stream,
// the page's module chosen by its path (pages.ts) and navigation by router.tsx.
import { hydrateRoot } from 'react-dom/client';
import { holdStoredValues, showStoredValues } from '../../web/app/lib/stored-state';
import { installPreactHydration } from '../../web/app/preact-hydration';
import { hydratingPage } from '../../web/app/ui/hydrate-later';
import { pageAt, paramsOf } from './pages';
import { modules, pageLoaded, placeOf, Router } from './router';
import type { RouterState } from './shim';

installPreactHydration();
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
function openStorage() {
  try {
    sessionStorage.getItem('');
  } catch {}
}

const page = pageAt(location.pathname);
if (page) {
  let initial: RouterState;
  modules[page.id]()
    .then((module) => {
      pageLoaded(page.id, module);
      const key = history.state?.key ?? Math.random().toString(32).slice(2);
      if (!history.state?.key) history.replaceState({ key }, '');
      initial = {
        location: placeOf(new URL(location.href), key),
        loaderData: JSON.parse(document.getElementById('own-data')?.textContent ?? '{}'),
        params: paramsOf(page, location.pathname),
        pageId: page.id,
        pending: null,
        type: 'POP',
      };
    })
    .then(nextTask)
    .then(openStorage)
    .then(nextTask)
    .then(() => {
      holdStoredValues();
      try {
        hydratingPage(() => hydrateRoot(document, <Router initial={initial} />));
        performance.mark('hydrated');
      } finally {
        requestAnimationFrame(() => setTimeout(showStoredValues));
      }
    });
}
