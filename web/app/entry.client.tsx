import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { holdStoredValues, showStoredValues } from './lib/stored-state';
import { installPreactHydration } from './preact-hydration';
import { hydratingPage } from './ui/hydrate-later';

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

// Decoding the data, building the router and hydrating the page are three tasks: a phone's tap,
// or its next frame, waits for one only.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A page's first use of web storage waits for the browser process (0.5-17 ms measured alone on a
// 2-core AMD EPYC in Chromium 156.0.8078.114, bench/README.md sixteenth session); hydration reads
// sessionStorage (scroll positions), so that wait is made first, in a task of its own.
function openStorage() {
  try {
    sessionStorage.getItem('');
  } catch {
    // storage refused (a privacy setting): the page works without it
  }
}

runRouterOutsideRender()
  .then(nextTask)
  .then(openStorage)
  .then(nextTask)
  .then(runRouterOutsideRender)
  .then(nextTask)
  .then(() => {
    holdStoredValues();
    try {
      hydratingPage(() => hydrateRoot(document, <HydratedRouter />));
      // every handler is in place: bench/throttled.mjs and bench/profile.mjs read this mark
      performance.mark('hydrated');
    } finally {
      // The shopper's stored cart and login show a task after the effects Preact runs once the
      // hydrated page is painted (its own requestAnimationFrame, then a task), and show even if
      // hydration threw: held, they would stay the server's for the page's life.
      requestAnimationFrame(() => setTimeout(showStoredValues));
    }
  });
