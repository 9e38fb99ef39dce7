// node bench/soak.mjs — a bounded soak of the built store on loopback (not part of npm test).
// DURATION seconds (default 300) of mixed browsing, search and Cash On Delivery orders from
// WORKERS concurrent clients. Reports errors, the server's memory (RSS) at start, peak and end,
// and whether the pieces ordered equal the stock taken. Exits 1 if any check fails.
//   DURATION=120 node bench/soak.mjs          SOAK_PORT (4402), SOAK_DATA_DIR, SOAK_FRESH=1, WORKERS (8)
import { readFileSync, rmSync } from 'node:fs';
import { ensureBuilt, percentile, startStore } from './lib/store.mjs';

const DURATION = Number(process.env.DURATION ?? 300);
const WORKERS = Number(process.env.WORKERS ?? 8);
const PORT = Number(process.env.SOAK_PORT ?? 4402);
const dataDir = process.env.SOAK_DATA_DIR ?? '/tmp/store-soak-data';
/** allowed RSS growth from the end of warm-up to the end of the run */
const MEMORY_BOUND_MB = 100;
const WARMUP_S = Math.min(15, DURATION / 4);

if (process.env.SOAK_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
ensureBuilt();
const store = await startStore({ port: PORT, dataDir });
let stopped = false;
// a crash of this script must not leave the store running (it would hold the port and any lock)
process.on('exit', () => {
  if (!stopped) process.kill(store.pid, 'SIGKILL');
});
const rssMb = () =>
  Math.round(Number(readFileSync(`/proc/${store.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024);
const rssAtStart = rssMb();

async function call(method, path, body, headers = {}) {
  const res = await fetch(store.base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json };
}

// What there is to browse and order.
const rows = (await call('GET', '/api/product/sub-category/product/list')).json.data;
const categories = (await call('GET', '/api/product/category/list')).json.data;
const productIds = [...new Set(rows.flatMap((r) => r.products.map((p) => p.id)))];
const details = await Promise.all(
  productIds.slice(0, 60).map(async (id) => (await call('GET', `/api/product/product/${id}`)).json.data),
);
// Order from every colour and size of the products browsed; stock is checked per product.
const skus = [];
for (const d of details)
  for (const color of d.colors)
    for (const size of color.sizes)
      if ((color.stock_by_size[size] ?? 0) > 0)
        skus.push({ id: d.id, color: color.name, size, price: d.discounted_price });
const orderedIds = [...new Set(skus.map((s) => s.id))];
const stockOf = async (id) =>
  (await call('GET', `/api/product/product/${id}`)).json.data.colors.reduce((n, c) => n + c.stock, 0);
const stockBefore = await Promise.all(orderedIds.map(stockOf));

// One shopper with an address per worker (a shopper's checkouts are serialised by design).
const shoppers = [];
for (let i = 0; i < WORKERS; i++) {
  const email = `soak-${Date.now()}-${i}@example.in`;
  const password = 'soak-pass-1';
  await call('POST', '/api/auth/register', { name: `Soak ${i}`, email, password, phone_number: '9876543210' });
  const token = (await call('POST', '/api/auth/login', { email, password })).json.data.token;
  const auth = { authorization: `Token ${token}` };
  const address = (
    await call(
      'POST',
      '/api/auth/address',
      {
        name: `Soak ${i}`,
        phone_number: '9876543210',
        address_line_1: '12 Hazratganj',
        pin_code: '226001',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
      },
      auth,
    )
  ).json.data.id;
  shoppers.push({ auth, address });
}

const words = ['kurta', 'saree', 'shirt', 'jeans', 'kurti', 'tshrt', 'blue', 'cotton', "'; drop", 'lehnga', 'zzqx'];
const pick = (xs) => xs[Math.floor(Math.random() * xs.length)];
const stats = { requests: 0, errors: 0, errorSamples: [], orders: 0, piecesOrdered: 0, outOfStock: 0, latencies: [] };
let peakRss = rssAtStart;
let rssAfterWarmup = 0;

async function step(s) {
  const r = Math.random();
  const started = performance.now();
  let res;
  let expected = [200, 304];
  if (r < 0.35) {
    const c = pick(categories);
    res = await call('GET', `/api/product/product/search?cat=${c.id}&page=${1 + Math.floor(Math.random() * 3)}`);
  } else if (r < 0.6) {
    res = await call('GET', `/api/product/product/${pick(productIds)}`);
  } else if (r < 0.7) {
    res = await call(
      'GET',
      pick(['/api/product/sub-category/product/list', '/api/general/faq', '/api/global/floating']),
    );
  } else if (r < 0.88) {
    res = await call('GET', `/api/product/product/search?search=${encodeURIComponent(pick(words))}`);
  } else {
    const sku = pick(skus);
    const quantity = 1 + Math.floor(Math.random() * 2);
    res = await call(
      'POST',
      '/api/payment/billing',
      {
        total_amount: sku.price * quantity,
        payment_mode: 'Cash On Delivery',
        address: s.address,
        products: [{ id: sku.id, quantity, color: sku.color, size: sku.size }],
      },
      s.auth,
    );
    expected = [201, 409];
    if (res.status === 201) {
      stats.orders++;
      stats.piecesOrdered += quantity;
    } else if (res.status === 409) stats.outOfStock++;
  }
  stats.latencies.push(performance.now() - started);
  stats.requests++;
  if (!expected.includes(res.status)) {
    stats.errors++;
    if (stats.errorSamples.length < 5)
      stats.errorSamples.push(`${res.status} ${JSON.stringify(res.json)?.slice(0, 120)}`);
  }
}

const started = Date.now();
const end = started + DURATION * 1000;
const sampler = setInterval(() => {
  const now = rssMb();
  peakRss = Math.max(peakRss, now);
  if (!rssAfterWarmup && Date.now() - started > WARMUP_S * 1000) rssAfterWarmup = now;
}, 1000);
const progress = setInterval(() => {
  const s = Math.round((Date.now() - started) / 1000);
  console.log(`${s}s: ${stats.requests} requests, ${stats.orders} orders, ${stats.errors} errors, RSS ${rssMb()} MB`);
}, 30_000);
await Promise.all(
  shoppers.map(async (s) => {
    while (Date.now() < end) {
      try {
        await step(s);
      } catch (err) {
        stats.errors++;
        stats.requests++;
        if (stats.errorSamples.length < 5) stats.errorSamples.push(String(err));
      }
    }
  }),
);
clearInterval(sampler);
clearInterval(progress);

const rssAtEnd = rssMb();
const stockAfter = await Promise.all(orderedIds.map(stockOf));
const stockTaken = stockBefore.reduce((n, v, i) => n + v - stockAfter[i], 0);
const seconds = (Date.now() - started) / 1000;
const peakHwm = store.peakMemoryMb();
await store.stop();
stopped = true;

const growth = rssAtEnd - (rssAfterWarmup || rssAtStart);
const result = {
  duration_s: Math.round(seconds),
  workers: WORKERS,
  skus_ordered_from: skus.length,
  requests: stats.requests,
  requests_per_s: Math.round(stats.requests / seconds),
  p50_ms: Math.round(percentile(stats.latencies, 50)),
  p99_ms: Math.round(percentile(stats.latencies, 99)),
  errors: stats.errors,
  error_samples: stats.errorSamples,
  orders_placed: stats.orders,
  pieces_ordered: stats.piecesOrdered,
  out_of_stock_answers: stats.outOfStock,
  stock_taken: stockTaken,
  counts_add_up: stockTaken === stats.piecesOrdered,
  rss_mb: { start: rssAtStart, after_warmup: rssAfterWarmup, peak: Math.max(peakRss, peakHwm), end: rssAtEnd },
  memory_growth_mb: growth,
  memory_bound_mb: MEMORY_BOUND_MB,
};
console.log(JSON.stringify(result, null, 2));
const ok = stats.errors === 0 && result.counts_add_up && growth <= MEMORY_BOUND_MB;
console.log(ok ? 'soak: PASS' : 'soak: FAIL');
process.exit(ok ? 0 : 1);
