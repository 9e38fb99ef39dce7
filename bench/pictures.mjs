// npm run bench:pictures — the picture bytes a first load fetches (the load event and 1.5 s
// after it) on home, a listing and a product page, on Lighthouse's phone (412 px at 1.75 device
// pixels), a low-cost Android phone (360 px at 2) and a desktop (1440 px at 1), with the width
// each first-screen slot was drawn at and the picture width the browser took for it. Pictures
// cost a shopper's data plan and share a slow connection with the page's scripts.
// ROOT_DIR measures another checkout's build (default: this one).
import puppeteer from 'puppeteer-core';
import { launchChrome } from './lib/chrome.mjs';
import { pagesToMeasure, ROOT, startStore } from './lib/store.mjs';

const SCREENS = [
  { name: 'phone 412 px x 1.75', width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true },
  { name: 'phone 360 px x 2', width: 360, height: 800, deviceScaleFactor: 2, isMobile: true },
  { name: 'desktop 1440 px', width: 1440, height: 900, deviceScaleFactor: 1 },
];

const store = await startStore({ root: process.env.ROOT_DIR ?? ROOT, port: 4330, dataDir: '/tmp/bench-pictures' });
const chrome = await launchChrome();
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
try {
  const pages = Object.entries(await pagesToMeasure(store.base)).filter(([name]) => name !== 'checkout');
  // the store draws each picture the first time it is asked: draw them before measuring
  for (const screen of SCREENS) for (const [, path] of pages) await measure(screen, path);
  for (const screen of SCREENS) {
    console.log(screen.name);
    for (const [name, path] of pages) {
      const { count, bytes, slots } = await measure(screen, path);
      console.log(
        `  ${name.padEnd(8)} ${String(count).padStart(2)} pictures ${(bytes / 1024).toFixed(1).padStart(6)} KB  slot px > width: ${slots.join(' ')}`,
      );
    }
  }
} finally {
  await browser.disconnect();
  chrome.kill();
  await store.stop();
}

async function measure(screen, path) {
  const context = await browser.createBrowserContext();
  const tab = await context.newPage();
  await tab.setViewport(screen);
  const sizes = [];
  tab.on('response', (res) => {
    if (res.request().resourceType() !== 'image') return;
    sizes.push(
      res
        .buffer()
        .then((body) => body.length)
        .catch(() => 0),
    );
  });
  await tab.goto(store.base + path, { waitUntil: 'load' });
  await new Promise((r) => setTimeout(r, 1500));
  const slots = await tab.evaluate(() => [
    ...new Set(
      [...document.images]
        .filter((img) => img.currentSrc && img.getBoundingClientRect().top < innerHeight)
        .map((img) => `${Math.round(img.getBoundingClientRect().width)}>${img.currentSrc.match(/\/(\d+)\.\w+$/)?.[1]}`),
    ),
  ]);
  const bytes = (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
  await context.close();
  return { count: sizes.length, bytes, slots };
}
