import { HydratedRouter } from 'react-router/dom';
import { hydrateDocument, nextTask, openStorage } from './lib/hydration-steps';
import { installPreactHydration } from './preact-hydration';

installPreactHydration();

// HydratedRouter, called once outside a render, decodes the loaders' data that the page streams
// in and throws the promise of it (React's hydrateRoot would wait for it; Preact has no boundary
// above the document to wait in). Called again once that has settled, it builds the router (kept
// in its module: matching every route, the history, the hydration data), then throws at its first
// hook, which needs a render. Anything else it throws, the real render below throws again.
async function runRouterOutsideRender() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

// Decoding the data, building the router and hydrating the page are three tasks.
runRouterOutsideRender()
  .then(nextTask)
  .then(openStorage)
  .then(nextTask)
  .then(runRouterOutsideRender)
  .then(nextTask)
  .then(() => hydrateDocument(<HydratedRouter />));
