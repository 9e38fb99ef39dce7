// node bench/throttled.mjs <url> [runs=5] — loads a page of a running store in Chromium with
// DevTools throttling (Lighthouse's "devtools" mobile preset: 562.5 ms per request, 1.47 Mbps
// down, CPU 4x) and prints the observed FCP and LCP, when the last script arrived, and when React
// had hydrated the header (the first tap that works). Lighthouse's default simulation (bench:web)
// estimates from an unthrottled load; this one watches a slow load happen. SHOPPER=1 loads it as
// a logged-in shopper with a saved address and two products in the cart (for /checkout);
// SHOWN=<css selector> prints when an element matching it first appeared (checkout's saved
// address: SHOWN='[data-testid=shipping-address] > :not([role=status])').
import puppeteer from 'puppeteer-core';
import { launchChrome } from './lib/chrome.mjs';
import { shopperStorage, storeInPage } from './lib/shopper.mjs';
import { median } from './lib/store.mjs';

const [url, runs = 5] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/throttled.mjs <url> [runs]');
const chrome = await launchChrome({ selfSigned: url.startsWith('https:') });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const stored = await shopperStorage(new URL(url).origin);

async function load() {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await storeInPage(page, stored);
  await page.evaluateOnNewDocument((shown) => {
    const m = {};
    window.__measured = m;
    const watch = (type, take) =>
      new PerformanceObserver((l) => l.getEntries().forEach(take)).observe({ type, buffered: true });
    watch('largest-contentful-paint', (e) => {
      m.lcp = e.startTime;
    });
    watch('paint', (e) => {
      if (e.name === 'first-contentful-paint') m.fcp = e.startTime;
    });
    const seen = shown
      ? setInterval(() => {
          if (!document.querySelector(shown)) return;
          m.shown = performance.now();
          clearInterval(seen);
        }, 10)
      : null;
    // React marks the elements it has hydrated with its fiber.
    const poll = setInterval(() => {
      const link = document.querySelector('header a');
      // Preact marks 'hydrated' (web/app/entry.client.tsx); React marks the elements it hydrated
      const mark = performance.getEntriesByName('hydrated', 'mark')[0];
      if (mark || (link && Object.keys(link).some((k) => k.startsWith('__reactFiber')))) {
        m.hydrated = mark ? mark.startTime : performance.now();
        clearInterval(poll);
      }
    }, 10);
  }, process.env.SHOWN ?? '');
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForFunction(
    (shown) => window.__measured.hydrated && (!shown || window.__measured.shown),
    {
      timeout: 60_000,
    },
    process.env.SHOWN ?? '',
  );
  const result = await page.evaluate(() => ({
    ...window.__measured,
    scripts: Math.max(
      ...performance
        .getEntriesByType('resource')
        .filter((r) => r.initiatorType !== 'img' && r.name.endsWith('.js'))
        .map((r) => r.responseEnd),
    ),
  }));
  await context.close();
  return result;
}

const results = [];
try {
  await load(); // not counted: a store draws each picture the first time it is asked for (bench/web.mjs)
  for (let i = 0; i < Number(runs); i++) results.push(await load());
} finally {
  await browser.disconnect();
  await chrome.kill();
}
const m = (k) => Math.round(median(results.map((r) => r[k])));
console.log(`${url}: medians of ${results.length} loads`);
console.log(`FCP ${m('fcp')} ms, LCP ${m('lcp')} ms, last script ${m('scripts')} ms, hydrated ${m('hydrated')} ms`);
if (process.env.SHOWN) console.log(`${process.env.SHOWN} shown at ${m('shown')} ms`);
