// Shop pages hydrated without React Router (bench/own-runtime/README.md): the steps of
// web/app/entry.client.tsx (web/app/lib/hydration-steps.tsx), with the loader data read as JSON
// instead of React Router's stream, the page's module chosen by its path (pages.mjs) and
// navigation by router.tsx.
import { hydrateDocument, nextTask, openStorage } from '../../web/app/lib/hydration-steps';
import { installPreactHydration } from '../../web/app/preact-hydration';
import { pageAt, paramsOf } from './pages.mjs';
import { modules, pageLoaded, placeOf, Router } from './router';
import type { RouterState } from './shim';

installPreactHydration();

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
    .then(() => hydrateDocument(<Router initial={initial} />));
}
