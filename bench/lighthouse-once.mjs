// node bench/lighthouse-once.mjs <url> — one Lighthouse run (mobile preset, default throttling)
// against a store that is already running (over HTTPS its certificate may be self-signed), to
// see why a page scores what it does: the metrics, the observed (unthrottled) paint times, each
// request with its priority, start and end, and the main thread's tasks up to the largest paint.
// BLOCK='*.js' blocks requests matching patterns. MIN_TASK_MS (3) and AFTER_LCP_MS (50) choose
// which tasks are listed: longer than the first, starting before the largest paint plus the second.
// CPU_SLOWDOWN=8 simulates a slower phone than Lighthouse's default 4x. SHOPPER=1 loads the page
// as a logged-in shopper with two products in the cart (checkout as bench:web measures it).
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { launchChrome } from './lib/chrome.mjs';
import { shopperStorage, storeInBrowser } from './lib/shopper.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node bench/lighthouse-once.mjs <url>');
const chrome = await launchChrome({ selfSigned: url.startsWith('https:') });
const mobileThrottling = throttling.mobileSlow4G;
const ms = (us) => String(Math.round(us / 1000)).padStart(5);
try {
  const origin = new URL(url).origin;
  await storeInBrowser(chrome.port, origin, await shopperStorage(origin));
  const { lhr, artifacts } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    blockedUrlPatterns: process.env.BLOCK?.split(',') ?? [],
    ...(process.env.CPU_SLOWDOWN && {
      throttling: { ...mobileThrottling, cpuSlowdownMultiplier: Number(process.env.CPU_SLOWDOWN) },
    }),
  });
  if (lhr.runtimeError) throw new Error(JSON.stringify(lhr.runtimeError));
  for (const w of lhr.runWarnings) console.log('warning:', w);
  const a = lhr.audits;
  const value = (id) => Math.round(a[id].numericValue);
  console.log(
    `perf ${lhr.categories.performance.score * 100}, FCP ${value('first-contentful-paint')} ms, LCP ${value('largest-contentful-paint')} ms, TBT ${value('total-blocking-time')} ms (simulated)`,
  );
  const m = a.metrics.details.items[0];
  console.log(`observed: FCP ${m.observedFirstContentfulPaint} ms, LCP ${m.observedLargestContentfulPaint} ms`);
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (lcpElement) console.log(`largest paint: ${lcpElement.snippet} (${lcpElement.nodeLabel})`);
  // The tasks Lighthouse counts as long, in its simulation (CPU slowed): what the blocking time adds up.
  console.log('long tasks (simulated): start ms, duration ms, script');
  for (const t of a['long-tasks'].details?.items ?? [])
    console.log(`  ${Math.round(t.startTime)} ${Math.round(t.duration)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`);
  console.log('priority  start    end   bytes type');
  for (const r of a['network-requests'].details.items)
    console.log(
      `${(r.priority ?? '').padEnd(8)} ${ms(r.networkRequestTime * 1000)} ${ms(r.networkEndTime * 1000)} ${String(r.transferSize).padStart(7)} ${r.resourceType} ${new URL(r.url).pathname}`,
    );

  // Main-thread tasks over MIN_TASK_MS up to AFTER_LCP_MS after the largest paint, with what ran inside them.
  const events = artifacts.Trace.traceEvents;
  const nav = events.find((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'));
  const mainThread = events.filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X');
  const shown = new Set(['ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'EvaluateScript', 'v8.evaluateModule']);
  console.log('task start  ms  inside');
  for (const t of mainThread.filter(
    (e) =>
      e.name === 'RunTask' &&
      e.dur > Number(process.env.MIN_TASK_MS ?? 3) * 1000 &&
      e.ts < m.observedLargestContentfulPaintTs + Number(process.env.AFTER_LCP_MS ?? 50) * 1000,
  )) {
    const inside = mainThread
      .filter((e) => shown.has(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur)
      .map((e) => `${e.name} ${(e.dur / 1000).toFixed(1)}`);
    console.log(`${ms(t.ts - nav.ts)} ${(t.dur / 1000).toFixed(1).padStart(5)}  ${inside.join(', ')}`);
  }
} finally {
  await chrome.kill();
}
