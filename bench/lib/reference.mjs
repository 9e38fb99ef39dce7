// The reference page of the benchmarks: a page's own server-rendered HTML with every script taken
// out (inline and module scripts, module preloads), so its HTML, CSS and pictures are the page's
// and nothing runs. Measured in the same run with the same settings, it is what this machine,
// this browser and this load give a page that costs no JavaScript: a page's figures divided by
// its reference's compare across machines, where raw milliseconds do not.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';
import { brotliCompressSync, constants } from 'node:zlib';

export const withoutScripts = (html) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, '');

const HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'proxy-connection', 'host']);

/**
 * Serves, on its own port, `/reference/<name>` as that page's HTML without scripts (Brotli, as
 * the store sends pages) and passes every other request to the store untouched, so the
 * stylesheet and pictures come the same way as the page's. Over HTTPS it speaks HTTP/2 with the
 * store's certificate, like the store. `add(name, path)` fetches a page's HTML as it is now.
 */
export async function startReference({ store, port, tls }) {
  const pages = new Map();
  const target = new URL(store.base);
  const client = target.protocol === 'https:' ? https : http;
  const handler = (req, res) => {
    const page = pages.get(req.url);
    if (page) {
      res.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'br',
        'cache-control': 'no-store',
      });
      res.end(page);
      return;
    }
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([k]) => !k.startsWith(':') && !HOP.has(k)));
    const upstream = client.request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers,
        rejectUnauthorized: false,
      },
      (up) => {
        const out = Object.fromEntries(Object.entries(up.headers).filter(([k]) => !HOP.has(k)));
        res.writeHead(up.statusCode, out);
        up.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  };
  const server = tls
    ? http2.createSecureServer(
        { cert: readFileSync(tls.TLS_CERT), key: readFileSync(tls.TLS_KEY), allowHTTP1: true },
        handler,
      )
    : http.createServer(handler);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `${tls ? 'https' : 'http'}://127.0.0.1:${port}`;
  return {
    base,
    /** Takes the page's HTML now (with `headers`, e.g. a shopper's cookie) and returns its reference URL. */
    add: async (name, path, headers = {}) => {
      const html = await (await fetch(`${store.base}${path}`, { headers })).text();
      const body = brotliCompressSync(withoutScripts(html), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
      pages.set(`/reference/${name}`, body);
      return `${base}/reference/${name}`;
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
