import type { ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { hydratingPage } from '../ui/hydrate-later';
import { holdStoredValues, showStoredValues } from './stored-state';

// The steps of a page's first hydration, shared by web/app/entry.client.tsx and the benchmark
// that hydrates the same pages without React Router (bench/own-runtime), so both do the same work.

// Each step in a task of its own: a phone's tap, or its next frame, waits for one only.
export const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// A page's first use of web storage waits for the browser process (0.5-17 ms measured alone on a
// 2-core AMD EPYC in Chromium 156.0.8078.114, bench/README.md sixteenth session); hydration reads
// sessionStorage (scroll positions), so that wait is made first, in a task of its own.
export function openStorage() {
  try {
    sessionStorage.getItem('');
  } catch {
    // storage refused (a privacy setting): the page works without it
  }
}

/** Hydrates the document with `page`, the shopper's stored cart and login held until it is drawn. */
export function hydrateDocument(page: ReactNode) {
  holdStoredValues();
  try {
    hydratingPage(() => hydrateRoot(document, page));
    // every handler is in place: bench/throttled.mjs and bench/profile.mjs read this mark
    performance.mark('hydrated');
  } finally {
    // The shopper's stored cart and login show a task after the effects Preact runs once the
    // hydrated page is painted (its own requestAnimationFrame, then a task), and show even if
    // hydration threw: held, they would stay the server's for the page's life.
    requestAnimationFrame(() => setTimeout(showStoredValues));
  }
}
