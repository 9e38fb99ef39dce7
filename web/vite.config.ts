import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The browser fetches each chunk on its own request; on a phone's HTTP/1.1 connection twenty
// small files cost more round trips than bytes, and each small file compresses worse. What every
// page loads is one file, `shared`: the framework (React, React Router, Vite's preload helper)
// and the store's shell (layout, stores, shared helpers). One file rather than two saves ~0.5 KB
// gzip per page; the price is that a deploy that changes store code makes returning visitors
// fetch the framework again. Product cards and rows are `cards`, which the browse pages share:
// checkout, login and profile skip them, and the product page loads them after its first scripts
// (Similar Products ends the page). `stars` is apart because the product page shows a rating at
// the top. A group also takes in what its modules import, so `shared` (priority 2) claims the
// framework and shell first and `stars` (priority 1) its own module before `cards` can.
// Dialogs, panels and the phone menu load when first opened.
const FRAMEWORK =
  /node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|^\0vite[\\/]preload-helper/;
const CARDS = /[\\/]app[\\/]product-cards[\\/](product-card|product-row)\.tsx$/;
const STARS = /[\\/]app[\\/]ui[\\/]stars\.tsx$/;
// Small modules the signed-in pages share (checkout, login, profile): each was its own chunk,
// nine of them on checkout, each with its own request, import lines and worse compression.
// Grouped, checkout loads two files instead of nine (1 KB gzip less in all); login and profile
// load a few hundred bytes they do not use and lose as much in overhead. `checkout-parts` is what checkout shares with the lazy cart panel
// and order page (the cart's figures, the address text).
const ACCOUNT =
  /[\\/](app[\\/](account[\\/]account-types|auth[\\/]use-auth-data|ui[\\/](spinner|busy-button|styles))|contract[\\/]src[\\/]order-messages)\.tsx?$/;
const CHECKOUT_PARTS =
  /[\\/]app[\\/](cart[\\/](cart-refresh|shared-parts)|checkout[\\/]checkout-math|account[\\/]address-text|ui[\\/]radio-card)\.tsx?$/;
const SHELL =
  /[\\/](app[\\/](lib[\\/][^\\/]+|layout[\\/](?!prose-page|mobile-menu)[^\\/]+|auth[\\/]auth-store|cart[\\/]cart-store|ui[\\/](toast|lazy-dialog|picture)|product-cards[\\/]price)|contract[\\/]src[\\/](shop-messages|slug|constants|money|images|api))\.tsx?$/;

// React Router's dist keeps Form (with useSubmit and its helpers) and other unused components,
// because `var Form = React.forwardRef(...)` and `Form.displayName = "Form"` are top-level
// statements a bundler must assume have effects. Marking the forwardRef calls pure and dropping
// the displayName assignments (DevTools labels) lets the unused ones go: 1.4 KB gzip. If a
// release changes this code the patterns stop matching and nothing else changes.
const pureForwardRefs = {
  name: 'pure-react-router-forward-refs',
  transform(code: string, id: string) {
    if (!/node_modules[\\/]react-router[\\/]dist[\\/]/.test(id)) return;
    const out = code
      .replace(/^(var \w+ = )(React\d*\.forwardRef\()/gm, '$1/* @__PURE__ */ $2')
      .replace(/^\w+\.displayName = "[^"]*";$/gm, '');
    return out === code ? undefined : { code: out, map: null };
  },
};

// A build is for shoppers, whatever NODE_ENV the shell or CI has: Vite takes process.env.NODE_ENV
// when it is set, and NODE_ENV=development (the store's default mode, which people export) bundled
// React's development build into the browser: `shared` 93 -> 145 KB gzip, and at Lighthouse's 4x
// CPU home's main-thread work 2.8 -> 5.8-7.2 s, TBT 8-380 -> 930-1520 ms (bench/README.md).
// The server bundle keeps React external; the store picks React's build when it starts.
export const clientDefine = (command: string, isSsrBuild?: boolean) =>
  command === 'build' && !isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {};

// The browser runs Preact, with preact/compat standing in for react and react-dom; the server
// renders with React (docs/decisions/0028-preact-in-the-browser.md). `shared` 90 -> 57 KB gzip,
// and far less main-thread work at hydration. web/app/preact-hydration.ts covers what differs when
// Preact hydrates React's HTML. Only the client build: the server bundle keeps React external.
export const PREACT_ALIASES = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react(-dom)?$/, replacement: 'preact/compat' },
];

// React Router's package exports its development build under every condition; the production
// build beside it differs by one flag, ENABLE_DEV_WARNINGS, which keeps warnings and the
// developer's error screens in the browser: 1.6 KB minified, 0.6 KB gzip of `shared`.
const ROUTER_PRODUCTION = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
export const ROUTER_ALIASES = [
  { find: /^react-router$/, replacement: `${ROUTER_PRODUCTION}/index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${ROUTER_PRODUCTION}/dom-export.mjs` },
];
export const clientAliases = (command: string, isSsrBuild?: boolean) =>
  command === 'build' && !isSsrBuild ? [...PREACT_ALIASES, ...ROUTER_ALIASES] : [];

/** The client's chunks (above); `shared` also takes what `inShared` names (bench/own-runtime). */
export const chunkGroups = (inShared?: RegExp) => [
  {
    name: 'shared',
    test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) || !!inShared?.test(id),
    priority: 2,
  },
  { name: 'stars', test: STARS, priority: 1 },
  { name: 'cards', test: CARDS },
  { name: 'account', test: ACCOUNT },
  { name: 'checkout-parts', test: CHECKOUT_PARTS },
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureForwardRefs],
  define: clientDefine(command, isSsrBuild),
  resolve: { alias: clientAliases(command, isSsrBuild) },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: { groups: chunkGroups() },
          },
        },
      },
}));
