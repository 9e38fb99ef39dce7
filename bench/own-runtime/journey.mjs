// node bench/own-runtime/journey.mjs [door] — one shopper's journey through a door of proxy.mjs
// (4622, the pages without React Router, by default; 4621 for the shop as it is), to see that the
// prototype navigates as React Router does: home, a product card (a client navigation: the
// document stays, the title changes, the page starts at the top), Back (home where it was left),
// a listing, a new sort (the search changes, the place is kept). Prints what it saw.
import puppeteer from 'puppeteer-core';

const origin = `http://127.0.0.1:${process.argv[2] ?? 4622}`;
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setViewport({ width: 390, height: 844 });
const errors = [];
page.on('pageerror', (e) => errors.push(e.message));
const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const seen = () =>
  page.evaluate(() => ({
    sameDocument: window.marker === 1,
    url: location.pathname + location.search,
    title: document.title,
    h1: document.querySelector('h1')?.textContent,
    scrollY: Math.round(scrollY),
  }));
const reached = (path) => page.waitForFunction((p) => location.pathname === p, {}, path);

try {
  await page.goto(`${origin}/`, { waitUntil: 'networkidle0' });
  await page.waitForFunction(() => performance.getEntriesByName('hydrated').length > 0);
  await page.evaluate(() => {
    window.marker = 1;
    window.scrollTo(0, 1200);
  });
  await pause(400);
  const product = await page.evaluate(() => {
    const onScreen = (a) => a.getBoundingClientRect().top > 0 && a.getBoundingClientRect().top < 800;
    const card = [...document.querySelectorAll('a[href]')].find(
      (a) => /^\/[a-z-]+\/\d+\//.test(a.getAttribute('href')) && onScreen(a),
    );
    card.click();
    return card.getAttribute('href');
  });
  await reached(product);
  await pause(500);
  console.log('product card', await seen());
  await page.goBack();
  await reached('/');
  await pause(800);
  console.log('Back', await seen());
  const listing = await page.evaluate(() => {
    const link = document.querySelector('a[href^="/search/"]');
    link.click();
    return link.getAttribute('href');
  });
  await reached(listing);
  await pause(1000);
  await page.evaluate(() => window.scrollTo(0, 300));
  await page.select('main select', 'rating');
  await page.waitForFunction(() => location.search === '?sort=rating');
  await pause(1000);
  console.log('listing sorted', await seen());
  console.log('errors', errors);
} finally {
  await browser.close();
}
