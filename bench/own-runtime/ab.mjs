// node bench/own-runtime/ab.mjs [passing-door] [own-door] — Lighthouse (mobile preset, CPU_SLOWDOWN,
// default 4x) on home, a listing, a product page and checkout with a cart, through proxy.mjs's two
// doors in turn, RUNS (5) times each: the shop as it is, and the same pages hydrated without
// React Router (bench/own-runtime/README.md). Prints the medians and the scripts' bytes as sent.
import lighthouse from 'lighthouse';
import { launchChrome } from '../lib/chrome.mjs';
import { load, machine, machineLine } from '../lib/machine.mjs';
import { storeForPage } from '../lib/shopper.mjs';
import { median, pagesToMeasure } from '../lib/store.mjs';

const [passing = 'http://127.0.0.1:4621', own = 'http://127.0.0.1:4622'] = process.argv.slice(2);
const RUNS = Number(process.env.RUNS ?? 5);
const CPU_SLOWDOWN = Number(process.env.CPU_SLOWDOWN ?? 4);
const pages = await pagesToMeasure(passing);
const chrome = await launchChrome();
const doors = { 'React Router': passing, own };

async function measure(url) {
  const { lhr } = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
  });
  const scripts = lhr.audits['network-requests'].details.items.filter((r) => r.resourceType === 'Script');
  return {
    perf: lhr.categories.performance.score * 100,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    mainThread: lhr.audits['mainthread-work-breakdown'].numericValue,
    jsKb: scripts.reduce((n, r) => n + r.transferSize, 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

const rows = {};
const indexes = [];
const loads = [load()];
try {
  for (const [name, path] of Object.entries(pages)) {
    const runs = Object.fromEntries(Object.keys(doors).map((d) => [d, []]));
    for (const base of Object.values(doors)) {
      await storeForPage(name, chrome.port, base);
      await measure(`${base}${path}`); // unmeasured: pictures drawn, caches warm
    }
    for (let i = 0; i < RUNS; i++)
      for (const [door, base] of Object.entries(doors)) runs[door].push(await measure(`${base}${path}`));
    for (const [door, rs] of Object.entries(runs)) {
      indexes.push(...rs.map((r) => r.benchmarkIndex));
      const m = (k) => Math.round(median(rs.map((r) => r[k])) * 10) / 10;
      rows[`${name}, ${door}`] = {
        perf: m('perf'),
        lcpMs: Math.round(m('lcp')),
        tbtMs: Math.round(m('tbt')),
        mainThreadMs: Math.round(m('mainThread')),
        jsKbSent: m('jsKb'),
        'TBT runs': rs.map((r) => Math.round(r.tbt)).join(' / '),
      };
    }
    loads.push(load());
    console.log(JSON.stringify(Object.fromEntries(Object.entries(rows).filter(([k]) => k.startsWith(`${name},`)))));
  }
} finally {
  await chrome.kill();
}
console.log(machineLine(machine(), median(indexes), loads));
console.log(`CPU ${CPU_SLOWDOWN}x, HTTP/1.1, medians of ${RUNS} runs, the two doors in turn`);
console.table(rows);
