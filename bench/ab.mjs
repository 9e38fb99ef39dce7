// node bench/ab.mjs <rootA> <rootB> — two builds of the store (each a built checkout, made with
// `node bench/checkout-root.mjs <commit> <dir>`, or the address of one already running, as
// bench/own-runtime's proxy's two doors) measured in the same run: Lighthouse (mobile
// preset) on each page alternates A, B and the page's reference (its HTML without scripts, from
// A), RUNS times, so all three meet the same moment's load on a busy host. Prints every run and the medians with the machine line.
// PAGES, RUNS, CPU_SLOWDOWN and PROTOCOL as for bench:web (web.mjs). Data directories are kept
// under /tmp/bench-ab-* so a second run skips seeding.
import { mkdirSync, writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';
import { launchChrome } from './lib/chrome.mjs';
import { load, machine, machineLine } from './lib/machine.mjs';
import { startReference } from './lib/reference.mjs';
import { storeForPage } from './lib/shopper.mjs';
import { median, pagesToMeasure, ROOT, startStore } from './lib/store.mjs';

const [rootA, rootB] = process.argv.slice(2);
if (!rootA || !rootB) throw new Error('usage: node bench/ab.mjs <rootA> <rootB>');
const RUNS = Number(process.env.RUNS ?? 3);
const PORT = Number(process.env.BENCH_PORT ?? 4320);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
/** An address stands for a store already running (bench/own-runtime's proxy): nothing to start. */
const running = (arg) => /^https?:\/\//.test(arg);
const https = running(rootA) ? rootA.startsWith('https:') : process.env.PROTOCOL !== 'http1';
const loads = [load()];
const [a, b] = await Promise.all(
  [rootA, rootB].map((root, i) =>
    running(root)
      ? { base: root, stop: async () => {} }
      : startStore({ root, port: PORT + 2 * i, dataDir: `/tmp/bench-ab-${PORT + 2 * i}`, https }),
  ),
);
const reference = await startReference({ store: a, port: PORT + 1, tls: running(rootA) ? undefined : a.tls });
const pages = Object.entries(await pagesToMeasure(a.base));
const chrome = await launchChrome({ selfSigned: https });

async function measure(url) {
  for (let failures = 0; ; failures++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
    });
    if (!lhr.runtimeError || failures >= 3) return lhr;
    console.warn(`${url}: ${lhr.runtimeError.code}, running again`);
  }
}
const figures = (lhr) => ({
  perf: lhr.categories.performance.score * 100,
  lcp: lhr.audits['largest-contentful-paint'].numericValue,
  tbt: lhr.audits['total-blocking-time'].numericValue,
  main: lhr.audits['mainthread-work-breakdown'].numericValue,
  index: lhr.environment.benchmarkIndex,
  // KB of script as sent (compressed), what a slow connection pays
  js:
    lhr.audits['network-requests'].details.items
      .filter((r) => r.resourceType === 'Script')
      .reduce((n, r) => n + r.transferSize, 0) / 1024,
});

const results = {};
const indexes = [];
try {
  for (const [name, path] of pages) {
    await storeForPage(name, chrome.port, a.base);
    await storeForPage(name, chrome.port, b.base);
    const refUrl = await reference.add(name, path);
    // Unmeasured: each store draws a picture the first time it is asked for (bench/web.mjs).
    for (const store of [a, b]) await measure(`${store.base}${path}`);
    const runs = { A: [], B: [], ref: [] };
    for (let i = 0; i < RUNS; i++) {
      // alternate which build goes first, so neither always follows the reference
      const order = i % 2 ? ['B', 'A'] : ['A', 'B'];
      for (const k of order) runs[k].push(figures(await measure(`${(k === 'A' ? a : b).base}${path}`)));
      runs.ref.push(figures(await measure(refUrl)));
    }
    loads.push(load());
    for (const k of ['A', 'B', 'ref']) {
      indexes.push(...runs[k].map((r) => r.index));
      const each = (f) => runs[k].map((r) => Math.round(r[f])).join('/');
      console.log(
        `${name} ${k}: perf ${each('perf')}, LCP ${each('lcp')}, TBT ${each('tbt')}, main ${each('main')}, JS ${each('js')} KB`,
      );
    }
    results[name] = Object.fromEntries(
      ['A', 'B', 'ref'].map((k) => [
        k,
        Object.fromEntries(
          ['perf', 'lcp', 'tbt', 'main', 'js'].map((f) => [f, Math.round(median(runs[k].map((r) => r[f])))]),
        ),
      ]),
    );
  }
} finally {
  await chrome.kill();
  await reference.stop();
  await Promise.all([a.stop(), b.stop()]);
}
const line = machineLine(machine(), Math.round(median(indexes)), loads);
console.log(`A = ${rootA}, B = ${rootB}`);
console.log(`${line}; CPU slowdown ${CPU_SLOWDOWN}x, ${https ? 'h2' : 'http/1.1'}, ${RUNS} runs per page`);
const rows = {};
for (const [name, r] of Object.entries(results)) for (const k of ['A', 'B', 'ref']) rows[`${name} ${k}`] = r[k];
console.table(rows);
mkdirSync(`${ROOT}/bench/results`, { recursive: true });
writeFileSync(
  `${ROOT}/bench/results/ab-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  JSON.stringify({ rootA, rootB, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, https, line, results }, null, 2),
);
