import { readFileSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type TestInfo } from '@playwright/test';
import type { BillingResponse, OrderLine } from '@store/contract/orders';
import { hydrated, type ProductPick } from './product-fixtures';

// Shoppers, carts, addresses and orders for the checkout and orders journeys, made through the
// running store's own API; the operator's token comes from the store's DATA_DIR.

let seq = 0;
/** A shopper no other test (or the other viewport's run) uses; an Indian mobile number. */
export function newShopper(info: TestInfo) {
  const n = `${Date.now().toString(36)}${(seq++).toString(36)}${info.project.name}${info.workerIndex}`;
  const phone = `9${String(Date.now() + seq * 7919 + info.workerIndex * 104729 + info.project.name.length * 31).slice(-9)}`;
  return { name: `Meera ${n}`, email: `meera.${n}@example.in`, phone, password: 'chikan-kurta-7' };
}
export type Shopper = ReturnType<typeof newShopper>;

export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

/** The newest OTP sent to a phone, from the development SMS outbox. */
export async function otpFor(request: APIRequestContext, phone: string): Promise<string> {
  const res = await request.get(`/api/dev/outbox?phone=${phone}`);
  const code = ((await res.json()).data[0]?.message as string | undefined)?.match(/\b(\d{6})\b/)?.[1] ?? '';
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

/**
 * Shoppers registered through the API arrive from addresses of their own, as real ones do (the
 * e2e server trusts X-Forwarded-For, like a store behind its proxy): a whole run registers more
 * shoppers than one address may in ten minutes. The per-address limit is tested in the server suite.
 */
export const fromOwnAddress = (email: string) => {
  const n = [...email].reduce((h, ch) => (h * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return { 'x-forwarded-for': `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${n & 255}` };
};

/** Registers and logs in through the API; returns the token and the user as the login stores them. */
export async function apiLogin(request: APIRequestContext, s: Shopper) {
  const reg = await request.post('/api/auth/register', {
    data: { name: s.name, email: s.email, password: s.password, phone_number: s.phone },
    headers: fromOwnAddress(s.email),
  });
  expect(reg.status()).toBe(201);
  const res = await request.post('/api/auth/login', { data: { email: s.email, password: s.password } });
  expect(res.ok()).toBe(true);
  return (await res.json()).data as { token: string; user: Record<string, unknown> };
}

/** Puts a login into the browser's storage the way the store keeps it (JSON under token and user). */
export async function storeLogin(page: Page, login: { token: string; user: Record<string, unknown> }) {
  await page.goto('/about-us');
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('user', JSON.stringify({ guest: false, ...(user as object) }));
    },
    [login.token, login.user] as const,
  );
}

export const auth = (token: string) => ({ authorization: `Token ${token}` });

export async function addAddress(request: APIRequestContext, token: string, s: Shopper) {
  const res = await request.post('/api/auth/address', {
    headers: auth(token),
    data: {
      address_type: 'Home',
      name: s.name,
      phone_number: s.phone,
      address_line_1: '12 Hazratganj',
      address_line_2: '',
      pin_code: '226001',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      country: 'India',
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data as { id: number };
}

/** A stored cart with one line of the picked product (prices as the API has them). */
export async function seedCart(page: Page, pick: ProductPick, quantity = 1) {
  const { product, color, size } = pick;
  await page.evaluate((item) => localStorage.setItem('cart', JSON.stringify([item])), {
    id: product.id,
    name: product.name,
    image: color.images[0] ?? product.image_1,
    price: product.discounted_price,
    priceSaved: product.price - product.discounted_price,
    quantity,
    size,
    color: color.name,
    colorId: color.id,
  });
}

/** A Cash On Delivery order of one piece placed through the API; returns its order lines. */
export async function placeCodOrder(request: APIRequestContext, token: string, pick: ProductPick, addressId: number) {
  const res = await request.post('/api/payment/billing', {
    headers: auth(token),
    data: {
      total_amount: pick.product.discounted_price,
      coupon_code: null,
      payment_mode: 'Cash On Delivery',
      address: addressId,
      products: [{ id: pick.product.id, quantity: 1, color: pick.color.name, size: pick.size }],
      sales_referance: null,
    },
  });
  expect(res.status()).toBe(201);
  const order = (await res.json()).data as BillingResponse;
  const lines = (await (await request.get('/api/payment/billing', { headers: auth(token) })).json())
    .data as OrderLine[];
  return lines.filter((l) => l.o_id === order.id);
}

/** The operator moves a line one status at a time (Shipped, Out For Delivery, Delivered). */
export async function markDelivered(request: APIRequestContext, lineId: number) {
  const token = readFileSync(new URL('../../.e2e-data/operator-token', import.meta.url), 'utf8').trim();
  for (const status of ['Shipped', 'Out For Delivery', 'Delivered']) {
    const res = await request.post(`/api/admin/order-lines/${lineId}/status`, {
      headers: { authorization: `Bearer ${token}` },
      data: { status },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A new shopper, logged in the way the login page does it, with one saved address. */
export async function loggedInWithAddress(page: Page, info: TestInfo) {
  const s = newShopper(info);
  const login = await apiLogin(page.request, s);
  await addAddress(page.request, login.token, s);
  await storeLogin(page, login);
  return login;
}

/** Places the cart from checkout paying online and fails at the test gateway: ends on the order's page. */
export async function failOnlinePayment(page: Page) {
  await page.goto('/checkout');
  await hydrated(page);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page).toHaveURL(/\/api\/payment\/test-gateway\//);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/profile\/orders\/SF\d{6}$/);
}
