// node bench/own-runtime/proxy.mjs <store> — two HTTP/1.1 doors onto a running store, for
// Lighthouse to compare (bench/own-runtime/README.md). Both compress as the store does (Brotli 5).
// PORT (4621) passes every answer through; PORT+1 (4622) serves home, listings, product pages
// and checkout with React Router's scripts replaced by the build of bench/own-runtime (OUT_DIR)
// and their loader data as JSON, and `/__own-data?url=` answers a page's loader data as JSON for
// router.tsx's navigations (409 for a redirect or an error: a document load then). pages.mjs
// says which pages.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { UNSAFE_decodeViaTurboStream as decode } from 'react-router';
import { pageAt } from './pages.mjs';

const store = process.argv[2] ?? 'http://127.0.0.1:4600';
const PORT = Number(process.env.PORT ?? 4621);
const OUT = process.env.OUT_DIR ?? '/tmp/own-runtime-build';
const manifest = JSON.parse(readFileSync(join(OUT, '.vite/manifest.json'), 'utf8'));
const entry = Object.values(manifest).find((c) => c.isEntry);
/** A chunk's file and those it imports statically, each once. */
const withImports = (key, seen = new Set()) => {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const k of manifest[key].imports ?? []) withImports(k, seen);
  return seen;
};
/** What a page loads before it hydrates: the entry and the page's module, with their imports. */
function firstLoad(path) {
  const file = pageAt(path)?.file;
  const pageKey = Object.keys(manifest).find((k) => k.endsWith(`/routes/${file}.tsx`));
  const keys = withImports(Object.keys(manifest).find((k) => manifest[k] === entry));
  if (pageKey) withImports(pageKey, keys);
  return [...keys].map((k) => manifest[k].file);
}

/** The page's loader data as React Router sends it on a client navigation, decoded. */
async function loaderData(url) {
  const { pathname, search } = new URL(url, store);
  const res = await fetch(`${store}${pathname === '/' ? '/_root' : pathname}.data${search}`);
  const { done, value } = await decode(res.body, globalThis);
  await done;
  // A redirect (a symbol key) or a route's error: the page is left to a document load.
  const results = Object.entries(value);
  if (Object.getOwnPropertySymbols(value).length > 0 || results.some(([, r]) => !('data' in r))) return null;
  return Object.fromEntries(results.map(([id, r]) => [id, r.data]));
}

async function ownHtml(html, url) {
  const nonce = html.match(/nonce="([^"]+)"/)?.[1] ?? '';
  const loaded = await loaderData(url);
  loaded.root.nonce = nonce;
  const data = JSON.stringify(loaded).replace(/</g, '\\u003c');
  const preloads = firstLoad(new URL(url, store).pathname)
    .map((f) => `<link rel="modulepreload" href="/${f}"/>`)
    .join('');
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b(?![^>]*>\(function restoreScroll)[^>]*>[\s\S]*?<\/script>/g, (s) =>
      s.includes('react-router-scroll-positions') ? s : '',
    )
    .replace('</head>', `${preloads}</head>`)
    .replace(
      '</body>',
      `<script type="application/json" id="own-data" data-own="">${data}</script>` +
        `<script type="module" src="/${entry.file}" nonce="${nonce}" data-own=""></script></body>`,
    );
}

function send(req, res, status, headers, body) {
  const type = headers['content-type'] ?? '';
  if (/html|css|javascript|json/.test(type) && (req.headers['accept-encoding'] ?? '').includes('br')) {
    body = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    headers['content-encoding'] = 'br';
  }
  res.writeHead(status, headers);
  res.end(body);
}

for (const [port, own] of [
  [PORT, false],
  [PORT + 1, true],
])
  http
    .createServer(async (req, res) => {
      if (own && req.url.startsWith('/__own-data?')) {
        const data = await loaderData(new URL(req.url, store).searchParams.get('url') ?? '/');
        const headers = { 'content-type': 'application/json', 'cache-control': 'no-store' };
        return send(req, res, data ? 200 : 409, headers, JSON.stringify(data));
      }
      if (own && req.url.startsWith('/own/'))
        return send(
          req,
          res,
          200,
          { 'content-type': 'text/javascript', 'cache-control': 'max-age=31536000' },
          readFileSync(join(OUT, req.url)),
        );
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const r = await fetch(store + req.url, {
        method: req.method,
        headers: { ...req.headers, host: new URL(store).host, 'accept-encoding': 'identity' },
        body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
        redirect: 'manual',
      });
      const headers = Object.fromEntries(r.headers);
      for (const h of ['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'])
        delete headers[h];
      let body = Buffer.from(await r.arrayBuffer());
      const html = (headers['content-type'] ?? '').includes('text/html');
      if (own && html && pageAt(new URL(req.url, store).pathname))
        body = Buffer.from(await ownHtml(body.toString(), req.url));
      send(req, res, r.status, headers, body);
    })
    .listen(port, '127.0.0.1');
console.log(`passing through on ${PORT}, home without React Router on ${PORT + 1}`);
