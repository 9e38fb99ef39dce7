// npm run bench:bundle — the JavaScript and CSS each page loads first, from the built files the
// page's HTML names (module preloads and stylesheets), gzip -9, against the 70 KB / 20 KB
// budgets. Seconds rather than Lighthouse's minutes: run it after a change to the bundle.
import { readFileSync, rmSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { ensureBuilt, ROOT, startStore } from './lib/store.mjs';

// 70 KB of JavaScript: issue 21 (a low-end phone; docs/decisions/0028-preact-in-the-browser.md).
const BUDGET_KB = { js: 70, css: 20 };
// Code only React's development build has (its DOM nesting checks): a build made with
// NODE_ENV=development shipped it, twice the main-thread work at hydration.
const DEVELOPMENT_REACT = /validateDOMNesting/;
const PORT = Number(process.env.BENCH_PORT ?? 4301);
const dataDir = `/tmp/bench-bundle-${process.pid}`;

ensureBuilt({ rebuild: process.env.REBUILD === '1' });
const store = await startStore({ port: PORT, dataDir });
try {
  const category = (await (await fetch(`${store.base}/api/product/category/list`)).json()).data[0];
  const found = await (await fetch(`${store.base}/api/product/product/search?cat=${category.id}`)).json();
  const pages = {
    home: '/',
    listing: `/search/category/${category.id}/${category.slug}`,
    search: '/search/search/0/kurta',
    product: found.data[0].url,
    checkout: '/checkout',
    login: '/login',
    profile: '/profile',
    about: '/about-us',
  };
  const rows = {};
  for (const [name, path] of Object.entries(pages)) {
    const html = await (await fetch(store.base + path)).text();
    const files = new Set(
      [...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="(\/assets\/[\w.-]+)"/g)].map(
        (m) => m[1],
      ),
    );
    const kb = { js: 0, css: 0 };
    let development = false;
    for (const file of files) {
      const content = readFileSync(`${ROOT}/web/build/client${file}`);
      kb[file.endsWith('.css') ? 'css' : 'js'] += gzipSync(content, { level: 9 }).length / 1024;
      development ||= DEVELOPMENT_REACT.test(content.toString());
    }
    const over = ['js', 'css'].filter((k) => kb[k] > BUDGET_KB[k]);
    if (development) over.push("React's development build");
    rows[name] = {
      path,
      jsKbGzip: Number(kb.js.toFixed(2)),
      cssKbGzip: Number(kb.css.toFixed(2)),
      files: files.size,
      budget: over.length ? `over: ${over.join(', ')}` : 'ok',
    };
  }
  console.table(rows);
} finally {
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
