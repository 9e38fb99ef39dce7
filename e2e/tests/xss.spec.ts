import { expect, type Page, test } from '@playwright/test';
import { addAddress, apiLogin, auth, newShopper, placeCodOrder, storeLogin } from './order-fixtures';
import { hydrated, pickProduct } from './product-fixtures';
import { ANY_SIZE } from './viewports';

// Area 6 of SECURITY.md: hostile strings stored through the API (a shopper's name, a review's
// title and text, a contact message) are shown as text on the product page and the profile,
// and never run: no dialog opens and no injected script sets window.__pwned.

const NAME = `Asha<script>window.__pwned='name';alert('name')</script>`;
const TITLE = `<img src=x onerror="window.__pwned='title';alert('title')">`;
const REVIEW = `Nice kurta <svg onload="window.__pwned='review';alert('review')"></svg><a href="javascript:alert(1)">x</a>`;

async function watch(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const cspViolations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) cspViolations.push(m.text());
  });
  return { dialogs, cspViolations };
}
const pwned = (page: Page) => page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned);

test('hostile names and reviews are shown as text and never run', ANY_SIZE, async ({ page, request }, info) => {
  const pick = await pickProduct(request);
  const shopper = { ...newShopper(info) };
  const login = await apiLogin(request, shopper);
  const renamed = await request.put('/api/auth/update/user', {
    headers: auth(login.token),
    data: { name: NAME, phone_number: shopper.phone },
  });
  expect(renamed.status()).toBe(200);
  // A review comes from the shopper's own order line of the product.
  const address = await addAddress(request, login.token, shopper);
  const [line] = await placeCodOrder(request, login.token, pick, address.id);
  const review = await request.post('/api/product/review', {
    headers: auth(login.token),
    data: { id: pick.product.id, order_line: line.id, title: TITLE, review: REVIEW, rating: 5 },
  });
  expect(review.status()).toBe(201);
  const contact = await request.post('/api/general/contact-us', {
    data: { name: NAME, email: shopper.email, phone_number: shopper.phone, subject: TITLE, message: REVIEW },
  });
  expect(contact.status()).toBeLessThan(300);

  const { dialogs } = await watch(page);
  await page.goto(`/product/${pick.product.id}/${pick.product.slug ?? 'x'}`);
  await hydrated(page);
  // the strings are on the page, as text
  await expect(page.getByText(TITLE, { exact: false }).first()).toBeAttached(); // in the reviews section
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  await expect(page.locator('svg[onload]')).toHaveCount(0);
  expect(await pwned(page)).toBeUndefined();

  await storeLogin(page, { ...login, user: { ...login.user, name: NAME } });
  await page.goto('/profile');
  await hydrated(page);
  await expect(page.locator('main, body').first()).toBeVisible();
  const html = await page.content();
  expect(html).not.toContain("<script>window.__pwned='name'");
  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('a script injected into the page without the nonce is blocked by the CSP', ANY_SIZE, async ({ page }) => {
  const { dialogs } = await watch(page);
  await page.goto('/about-us');
  await hydrated(page);
  // what a stored-XSS bug would do: put a script element into the document
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = "window.__pwned='injected';alert('injected')";
    document.body.appendChild(s);
    const img = document.createElement('img');
    img.setAttribute('src', 'x');
    img.setAttribute('onerror', "window.__pwned='handler'");
    document.body.appendChild(img);
  });
  await page.waitForTimeout(300);
  expect(await pwned(page)).toBeUndefined();
  expect(dialogs).toEqual([]);
});
