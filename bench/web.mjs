// npm run bench:web — Lighthouse (mobile preset, default throttling), 3 runs per page, on
// home, a listing, a product page and checkout; prints medians and the gzip size of the
// JavaScript and CSS each page loads first. Results saved under bench/results/. Checkout is
// measured as a shopper reaches it: logged in, with an address and two products in the cart.
// The store serves HTTPS with HTTP/2, as a deployment does (browsers speak HTTP/2 only over TLS);
// PROTOCOL=http1 measures it over plain HTTP/1.1 instead, six connections per page.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { launchChrome } from './lib/chrome.mjs';
import { shopperWithCart } from './lib/shopper.mjs';
import { ensureBuilt, median, ROOT, startStore } from './lib/store.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const dataDir = `/tmp/bench-web-${process.pid}`;

ensureBuilt({ rebuild: process.env.REBUILD === '1' });
const https = process.env.PROTOCOL !== 'http1';
const store = await startStore({ port: PORT, dataDir, https });
const listing = (await (await fetch(`${store.base}/api/product/category/list`)).json()).data[0];
const search = await (await fetch(`${store.base}/api/product/product/search?cat=${listing.id}`)).json();
const allPages = {
  home: '/',
  listing: `/search/category/${listing.id}/${listing.slug}`,
  product: search.data[0].url,
  checkout: '/checkout',
};
// PAGES=home,product measures just those; the full report of each page's last run is kept too.
const only = process.env.PAGES?.split(',');
const pages = Object.fromEntries(Object.entries(allPages).filter(([name]) => !only || only.includes(name)));
const resultsDir = `${ROOT}/bench/results`;
mkdirSync(resultsDir, { recursive: true });

const chrome = await launchChrome({ selfSigned: https });

// Lighthouse clears the HTTP cache before each run but not localStorage, where the store keeps
// the login and the cart: checkout's runs find them there, put in the same browser profile;
// the other pages are measured as a new visitor's, with nothing stored.
async function setStorage(entries) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const tab = await browser.newPage();
  await tab.goto(`${store.base}/about-us`);
  await tab.evaluate((pairs) => {
    localStorage.clear();
    for (const [key, value] of pairs) localStorage.setItem(key, JSON.stringify(value));
  }, entries);
  await tab.close();
  await browser.disconnect();
}
async function storageFor(page) {
  if (page !== 'checkout') return setStorage([]);
  const { token, user, cart } = await shopperWithCart(store.base);
  await setStorage([
    ['token', token],
    ['user', user],
    ['cart', cart],
  ]);
}

/** gzip size of what a page loaded before any interaction, read from the build on disk */
function firstLoadBytes(lhr, type) {
  const requests = lhr.audits['network-requests'].details.items;
  let total = 0;
  for (const r of requests) {
    if (r.resourceType !== type || !r.url.includes('/assets/')) continue;
    const file = `${ROOT}/web/build/client${new URL(r.url).pathname}`;
    total += gzipSync(readFileSync(file), { level: 9 }).length;
  }
  return total;
}

const results = {};
try {
  for (const [name, path] of Object.entries(pages)) {
    await storageFor(name);
    const runs = [];
    for (let i = 0, failures = 0; i < RUNS; i++) {
      const { lhr } = await lighthouse(`${store.base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      // Chromium now and then loses the trace (NO_NAVSTART): such a run has no metrics; redo it.
      if (lhr.runtimeError && failures++ < 3) {
        console.warn(`${name}: ${lhr.runtimeError.code}, running again`);
        i--;
        continue;
      }
      writeFileSync(`${resultsDir}/lhr-${name}.json`, JSON.stringify(lhr));
      runs.push({
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
        lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
        tbtMs: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        jsKb: firstLoadBytes(lhr, 'Script') / 1024,
        cssKb: firstLoadBytes(lhr, 'Stylesheet') / 1024,
        protocol: lhr.audits['network-requests'].details.items[0].protocol,
        failing: Object.values(lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      });
    }
    // Each run on one line: lab figures move a lot between runs on a busy 2-core machine.
    console.log(
      `${name}: LCP ${runs.map((r) => Math.round(r.lcpMs)).join(' / ')} ms, TBT ${runs.map((r) => Math.round(r.tbtMs)).join(' / ')} ms`,
    );
    const m = (k) => median(runs.map((r) => r[k]));
    results[name] = {
      path,
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcpMs: Math.round(m('lcpMs')),
      tbtMs: Math.round(m('tbtMs')),
      cls: Number(m('cls').toFixed(3)),
      jsKbGzip: Number(m('jsKb').toFixed(1)),
      cssKbGzip: Number(m('cssKb').toFixed(1)),
      protocol: runs[0].protocol, // as the browser saw it: h2 or http/1.1
      failingAudits: runs[0].failing,
    };
  }
} finally {
  await chrome.kill();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(Object.fromEntries(Object.entries(results).map(([k, { failingAudits, path, ...v }]) => [k, v])));
for (const [k, v] of Object.entries(results))
  if (v.failingAudits.length) console.log(`${k} failing binary audits: ${v.failingAudits.join(', ')}`);
const file = `${resultsDir}/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ runs: RUNS, protocol: https ? 'h2' : 'http/1.1', results }, null, 2));
console.log(`saved ${file}`);
