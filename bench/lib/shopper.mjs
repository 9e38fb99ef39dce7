import puppeteer from 'puppeteer-core';

// Shoppers for the benchmarks, made through the API: logged in, with a saved address.
async function call(base, path, { token, body } = {}) {
  const res = await fetch(`${base}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token && { authorization: `Token ${token}` }) },
    body: body && JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()).data;
}

/** A new shopper, logged in, with one saved address in Lucknow. */
export async function shopperWithAddress(base) {
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.in`;
  const password = 'bench-pass-1';
  await call(base, '/api/auth/register', {
    body: { name: 'Bench Shopper', email, password, phone_number: '9876543210' },
  });
  const { token, user } = await call(base, '/api/auth/login', { body: { email, password } });
  const address = await call(base, '/api/auth/address', {
    token,
    body: {
      address_type: 'Home',
      name: 'Bench Shopper',
      phone_number: '9876543210',
      address_line_1: '12 Hazratganj',
      pin_code: '226001',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      country: 'India',
    },
  });
  return { token, user, addressId: address.id };
}

/** A shopper as checkout sees one: logged in, an address, two products in the cart. */
export async function shopperWithCart(base) {
  const { token, user } = await shopperWithAddress(base);
  const cart = [];
  for (const card of await call(base, '/api/product/product/search?search=kurta')) {
    const p = await call(base, `/api/product/product/${card.id}`);
    const color = p.colors.find((c) => Object.values(c.stock_by_size).some((n) => n > 0));
    if (!color) continue;
    const [size] = Object.entries(color.stock_by_size).find(([, n]) => n > 0);
    cart.push({
      id: p.id,
      name: p.name,
      image: color.images[0],
      price: p.discounted_price,
      priceSaved: p.price - p.discounted_price,
      quantity: 1,
      size,
      color: color.name,
      colorId: color.id,
    });
    if (cart.length === 2) break;
  }
  return { token, user, cart };
}

/**
 * SHOPPER=1: what the page keeps in localStorage for a new shopper with a cart (its login and
 * cart), to be written into each page before its scripts run (`storeInPage`); otherwise nothing.
 */
export async function shopperStorage(origin) {
  return process.env.SHOPPER === '1' ? shopperPairs(origin) : [];
}

/** What the store keeps in localStorage for a new shopper with a cart: its login and cart. */
export async function shopperPairs(origin) {
  const { token, user, cart } = await shopperWithCart(origin);
  return [
    ['token', token],
    ['user', user],
    ['cart', cart],
  ];
}

/**
 * Replaces the origin's localStorage with `pairs` in the browser's default profile, which
 * Lighthouse's runs share: it clears the HTTP cache before each run but not localStorage.
 */
export async function storeInBrowser(port, origin, pairs) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const tab = await browser.newPage();
  await tab.goto(`${origin}/about-us`);
  await tab.evaluate((stored) => {
    localStorage.clear();
    for (const [key, value] of stored) localStorage.setItem(key, JSON.stringify(value));
  }, pairs);
  await tab.close();
  await browser.disconnect();
}

/** Writes `pairs` into the page's localStorage before any of its scripts run, on every load. */
export const storeInPage = (page, pairs) =>
  page.evaluateOnNewDocument((stored) => {
    for (const [key, value] of stored) localStorage.setItem(key, JSON.stringify(value));
  }, pairs);

/** bench:web and ab.mjs measure checkout as a shopper reaches it, every other page as a new visitor's. */
export async function storeForPage(page, port, origin) {
  await storeInBrowser(port, origin, page === 'checkout' ? await shopperPairs(origin) : []);
}
