import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { installPreactHydration } from './preact-hydration';
import { hydrationDone } from './ui/hydrate-later';

installPreactHydration();

// HydratedRouter's first render suspends on (throws) the promise of decoding the loaders' data
// that the page streams in. React's hydrateRoot waits for it; Preact has no boundary above the
// document to wait in. So the data is decoded before hydrating: calling the component once
// outside a render starts the decoding and throws that promise (anything else it throws, the
// real render below throws again).
async function routerDataDecoded() {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
}

// Decoding and hydrating are two tasks: a phone's tap, or its next frame, waits for one only.
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

routerDataDecoded()
  .then(nextTask)
  .then(() => {
    hydrateRoot(document, <HydratedRouter />);
    hydrationDone();
    // every handler is in place: bench/throttled.mjs and bench/profile.mjs read this mark
    performance.mark('hydrated');
  });
