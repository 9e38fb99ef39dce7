// npm run bench:web — Lighthouse (mobile preset, default throttling), 3 runs per page, on
// home, a listing, a product page and checkout; prints medians and the gzip size of the
// JavaScript and CSS each page loads first. Results saved under bench/results/. Checkout is
// measured as a shopper reaches it: logged in, with an address and two products in the cart.
// The store serves HTTPS with HTTP/2, as a deployment does (browsers speak HTTP/2 only over TLS);
// PROTOCOL=http1 measures it over plain HTTP/1.1 instead, six connections per page.
// Each run of a page is followed by a run of its reference, the page's own HTML without scripts
// (bench/lib/reference.mjs): the ratios page / reference and the machine line printed with them
// are what compares between machines. CPU_SLOWDOWN=8 emulates a low-end phone (default 4).
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { launchChrome } from './lib/chrome.mjs';
import { load, machine, machineLine } from './lib/machine.mjs';
import { startReference } from './lib/reference.mjs';
import { storeForPage } from './lib/shopper.mjs';
import { ensureBuilt, median, pagesToMeasure, ROOT, startStore } from './lib/store.mjs';

const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4300);
const dataDir = `/tmp/bench-web-${process.pid}`;
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const loads = [load()];

ensureBuilt({ rebuild: process.env.REBUILD === '1' });
const https = process.env.PROTOCOL !== 'http1';
const store = await startStore({ port: PORT, dataDir, https });
const reference = await startReference({ store, port: PORT + 1, tls: store.tls });
const pages = await pagesToMeasure(store.base);
const resultsDir = `${ROOT}/bench/results`;
mkdirSync(resultsDir, { recursive: true });

const chrome = await launchChrome({ selfSigned: https });

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

/** One Lighthouse run; Chromium now and then loses the trace (NO_NAVSTART): such a run is redone. */
async function measure(url) {
  for (let failures = 0; ; failures++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    const applied = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    if (applied !== CPU_SLOWDOWN) throw new Error(`Lighthouse ran at CPU ${applied}x, not ${CPU_SLOWDOWN}x`);
    if (!lhr.runtimeError || failures >= 3) return lhr;
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}
// Main-thread work and TBT as Lighthouse reports them (the observed time times the slowdown).
const cpuFigures = (lhr) => ({
  lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
  tbtMs: lhr.audits['total-blocking-time'].numericValue,
  mainThreadMs: lhr.audits['mainthread-work-breakdown'].numericValue,
  scriptMs: lhr.audits['bootup-time'].numericValue,
});

const results = {};
const benchmarkIndexes = [];
try {
  for (const [name, path] of Object.entries(pages)) {
    await storeForPage(name, chrome.port, store.base);
    const referenceUrl = await reference.add(name, path);
    // Unmeasured: the store draws each picture the first time it is asked for (sharp, AVIF, a
    // few hundred ms of CPU each), which on two cores would share the machine with the page.
    await measure(`${store.base}${path}`);
    const runs = [];
    const refs = [];
    for (let i = 0; i < RUNS; i++) {
      const lhr = await measure(`${store.base}${path}`);
      // The reference right after, so both meet the same load on the machine.
      const ref = await measure(referenceUrl);
      refs.push(cpuFigures(ref));
      benchmarkIndexes.push(lhr.environment.benchmarkIndex, ref.environment.benchmarkIndex);
      writeFileSync(`${resultsDir}/lhr-${name}.json`, JSON.stringify(lhr));
      runs.push({
        ...cpuFigures(lhr),
        performance: lhr.categories.performance.score * 100,
        accessibility: lhr.categories.accessibility.score * 100,
        bestPractices: lhr.categories['best-practices'].score * 100,
        seo: lhr.categories.seo.score * 100,
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
    const each = (xs, k) => xs.map((r) => Math.round(r[k])).join(' / ');
    loads.push(load());
    console.log(`${name}: LCP ${each(runs, 'lcpMs')} ms, TBT ${each(runs, 'tbtMs')} ms (load ${loads.at(-1)})`);
    console.log(`${name} reference: LCP ${each(refs, 'lcpMs')} ms, TBT ${each(refs, 'tbtMs')} ms`);
    const m = (k) => median(runs.map((r) => r[k]));
    const r = (k) => median(refs.map((x) => x[k]));
    results[name] = {
      path,
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcpMs: Math.round(m('lcpMs')),
      tbtMs: Math.round(m('tbtMs')),
      cls: Number(m('cls').toFixed(3)),
      mainThreadMs: Math.round(m('mainThreadMs')),
      scriptMs: Math.round(m('scriptMs')),
      reference: {
        lcpMs: Math.round(r('lcpMs')),
        tbtMs: Math.round(r('tbtMs')),
        mainThreadMs: Math.round(r('mainThreadMs')),
      },
      // Medians of each run's own ratio: the page and its reference met the same moment's load.
      lcpRatio: Number(median(runs.map((x, i) => x.lcpMs / refs[i].lcpMs)).toFixed(2)),
      mainThreadRatio: Number(median(runs.map((x, i) => x.mainThreadMs / refs[i].mainThreadMs)).toFixed(2)),
      jsKbGzip: Number(m('jsKb').toFixed(1)),
      cssKbGzip: Number(m('cssKb').toFixed(1)),
      protocol: runs[0].protocol, // as the browser saw it: h2 or http/1.1
      failingAudits: runs[0].failing,
    };
  }
} finally {
  await chrome.kill();
  await reference.stop();
  await store.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const benchmarkIndex = Math.round(median(benchmarkIndexes));
const host = machine();
const line = machineLine(host, benchmarkIndex, loads);
console.log(`${line}; CPU slowdown ${CPU_SLOWDOWN}x, ${RUNS} runs per page`);
console.table(
  Object.fromEntries(
    Object.entries(results).map(([k, { failingAudits, path, reference: ref, ...v }]) => [
      k,
      { ...v, refLcpMs: ref.lcpMs, refTbtMs: ref.tbtMs, refMainThreadMs: ref.mainThreadMs },
    ]),
  ),
);
for (const [k, v] of Object.entries(results))
  if (v.failingAudits.length) console.log(`${k} failing binary audits: ${v.failingAudits.join(', ')}`);
const file = `${resultsDir}/web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(
  file,
  JSON.stringify(
    {
      runs: RUNS,
      protocol: https ? 'h2' : 'http/1.1',
      cpuSlowdown: CPU_SLOWDOWN,
      machine: { ...host, benchmarkIndex, load: loads },
      results,
    },
    null,
    2,
  ),
);
console.log(`saved ${file}`);
