// node bench/profile.mjs <url> [runs=3] — what the page's main thread does while it loads in
// Chromium with the CPU slowed CPU_SLOWDOWN times (4 by default; the network is not throttled,
// so the figures are the CPU's work alone). Each load is traced with Lighthouse's trace
// categories and read with Lighthouse's own task model: main-thread time by kind (script
// evaluation, style and layout, garbage collection, "other"...), by script file, the long tasks,
// and when React had hydrated the header. REFERENCE=1 loads the same HTML with every script
// removed (the same HTML and CSS, nothing to run): the work the page costs without React.
// TRACE_DIR=dir keeps each trace (open it in DevTools' Performance panel). SHOPPER=1 loads it as
// a logged-in shopper with two products in the cart (checkout as bench:web measures it).
import { writeFileSync } from 'node:fs';
import { MainThreadTasks } from 'lighthouse/core/computed/main-thread-tasks.js';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import puppeteer from 'puppeteer-core';
import { launchChrome } from './lib/chrome.mjs';
import { withoutScripts } from './lib/reference.mjs';
import { shopperStorage, storeInPage } from './lib/shopper.mjs';
import { median } from './lib/store.mjs';

const [url, runs = 3] = process.argv.slice(2);
if (!url) throw new Error('usage: node bench/profile.mjs <url> [runs]');
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const reference = process.env.REFERENCE === '1';
const chrome = await launchChrome({ selfSigned: url.startsWith('https:') });
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
const referenceHtml = reference ? withoutScripts(await (await fetch(url)).text()) : null;
const stored = await shopperStorage(new URL(url).origin);

async function load(i) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await storeInPage(page, stored);
  if (reference) {
    await page.setRequestInterception(true);
    page.on('request', (r) =>
      r.isNavigationRequest() && r.url() === url
        ? r.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: referenceHtml })
        : r.continue(),
    );
  }
  // A slow poll (a fast one is itself measurable work at 4x); none on the reference page.
  if (!reference)
    await page.evaluateOnNewDocument(() => {
      const poll = setInterval(() => {
        const link = document.querySelector('header a');
        // Preact marks 'hydrated' (web/app/entry.client.tsx); React marks the elements it hydrated
        const mark = performance.getEntriesByName('hydrated', 'mark')[0];
        if (mark || (link && Object.keys(link).some((k) => k.startsWith('__reactFiber')))) {
          window.__hydrated = mark ? mark.startTime : performance.now();
          clearInterval(poll);
        }
      }, 50);
    });
  await page.tracing.start({ categories: Trace.getDefaultTraceCategories().filter((c) => !c.includes('screenshot')) });
  await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
  // Long enough for hydration and what follows it (effects, idle callbacks, lazy chunks).
  await new Promise((r) => setTimeout(r, 4000 * (slowdown / 4)));
  const hydrated = await page.evaluate(() => window.__hydrated ?? null);
  const buffer = Buffer.from(await page.tracing.stop());
  await context.close();
  const trace = JSON.parse(buffer.toString());
  if (process.env.TRACE_DIR && i >= 0)
    writeFileSync(`${process.env.TRACE_DIR}/trace-${reference ? 'ref-' : ''}${i}.json`, buffer);
  return { hydrated, ...(await summarize(trace)) };
}

function summarize(trace) {
  return MainThreadTasks.request(trace, { computedCache: new Map() }).then((tasks) => {
    const byGroup = {};
    const byUrl = {};
    for (const t of tasks) {
      byGroup[t.group.label] = (byGroup[t.group.label] ?? 0) + t.selfTime;
      const file = t.attributableURLs.find((u) => u.endsWith('.js')) ?? t.attributableURLs[0] ?? t.group.label;
      const key = file.replace(/^https?:\/\/[^/]+/, '');
      byUrl[key] = (byUrl[key] ?? 0) + t.selfTime;
    }
    const top = tasks.filter((t) => !t.parent);
    const long = top.filter((t) => t.duration > 50);
    return {
      total: top.reduce((s, t) => s + t.duration, 0),
      byGroup,
      byUrl,
      tbt: long.reduce((s, t) => s + t.duration - 50, 0),
      long: long.map((t) => {
        const inside = {};
        const walk = (n) => {
          inside[n.group.label] = (inside[n.group.label] ?? 0) + n.selfTime;
          n.children.forEach(walk);
        };
        walk(t);
        const main = Object.entries(inside).sort((a, b) => b[1] - a[1])[0][0];
        const file = (t.attributableURLs.find((u) => u.endsWith('.js')) ?? t.attributableURLs[0] ?? '').replace(
          /^https?:\/\/[^/]+/,
          '',
        );
        return `${Math.round(t.startTime)}+${Math.round(t.duration)} ${main} ${file}`;
      }),
    };
  });
}

const results = [];
try {
  await load(-1); // not counted: a store draws each picture the first time it is asked for (bench/web.mjs)
  for (let i = 0; i < Number(runs); i++) results.push(await load(i));
} finally {
  await browser.disconnect();
  await chrome.kill();
}
const med = (f) => Math.round(median(results.map(f)));
const keys = (k) => [...new Set(results.flatMap((r) => Object.keys(r[k])))];
console.log(`${url}${reference ? ' without scripts' : ''}, CPU ${slowdown}x, medians of ${results.length} loads (ms)`);
console.log(
  `main thread ${med((r) => r.total)}, blocking (over 50 ms per task) ${med((r) => r.tbt)}, hydrated ${med((r) => r.hydrated ?? NaN)}`,
);
for (const k of keys('byGroup')) console.log(`  ${k.padEnd(30)} ${med((r) => r.byGroup[k] ?? 0)}`);
console.log('by file:');
for (const k of keys('byUrl')
  .sort((a, b) => med((r) => r.byUrl[b] ?? 0) - med((r) => r.byUrl[a] ?? 0))
  .slice(0, 10))
  console.log(`  ${String(med((r) => r.byUrl[k] ?? 0)).padStart(6)} ${k.slice(0, 90)}`);
console.log(`long tasks (start+duration, mostly, file), last load: ${results.at(-1).long.length}`);
for (const l of results.at(-1).long) console.log(`  ${l}`);
