import { UNSAFE_useScrollRestoration as useScrollRestoration } from 'react-router';

// React Router's <ScrollRestoration>, whose inline script (run as the page is parsed, so a reload
// or a Back lands where the shopper was) read sessionStorage on every page load. A page's first
// use of web storage waits for the browser process (1-37 ms of the parser's task traced on a
// 2-core AMD EPYC in Chromium 156.0.8078.114: bench/README.md, sixteenth session), and only an
// entry that already has a key can have a saved position: a new one (every first visit) gets its
// key and reads nothing.
// Positions are React Router's own, kept under the same key as its component keeps them.
function restoreScroll(storageKey: string) {
  const state = window.history.state;
  if (!state?.key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, '');
    return;
  }
  try {
    const y = JSON.parse(sessionStorage.getItem(storageKey) || '{}')[state.key];
    if (typeof y === 'number') window.scrollTo(0, y);
  } catch {
    sessionStorage.removeItem(storageKey);
  }
}
const RESTORE = `(${restoreScroll})(${JSON.stringify('react-router-scroll-positions')})`;

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration();
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the store's own constant script, no data in it
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE }} />
  );
}
