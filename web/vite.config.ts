import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// The browser fetches each chunk on its own request; on a phone's HTTP/1.1 connection twenty
// small files cost more round trips than bytes, and each small file compresses worse. What every
// page loads is one file, `shared`: the framework (React, React Router, Vite's preload helper)
// and the store's shell (layout, stores, shared helpers). One file rather than two saves ~0.5 KB
// gzip per page; the price is that a deploy that changes store code makes returning visitors
// fetch the framework again. Product cards, rows and stars are `cards`, which the browse pages
// share: checkout, login and profile skip them (1.6 KB gzip), for 0.7 KB more on a browse page.
// Dialogs and panels load when first opened.
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]|^\0vite[\\/]preload-helper/;
const CARDS = /[\\/]app[\\/]catalog[\\/](product-card|product-row|stars)\.tsx$/;
const SHELL =
  /[\\/](app[\\/](lib[\\/][^\\/]+|layout[\\/](?!prose-page)[^\\/]+|auth[\\/]auth-store|cart[\\/]cart-store|ui[\\/](toast|lazy-dialog)|catalog[\\/](picture|price))|contract[\\/]src[\\/](shop-messages|slug|constants|money|images))\.tsx?$/;

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

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter(), pureForwardRefs],
  define: clientDefine(command, isSsrBuild),
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'shared', test: (id: string) => FRAMEWORK.test(id) || SHELL.test(id) },
                { name: 'cards', test: CARDS },
              ],
            },
          },
        },
      },
}));
