import { mkdirSync } from 'node:fs';
import { type APIRequestContext, expect, type Page, type TestInfo, test } from '@playwright/test';
import type { HomeRow, ProductColor, ProductDetail } from '@store/contract/catalog';
import { MSG } from '@store/contract/messages';
import { STOCK_ALERT_MSG } from '@store/contract/stock-alert-messages';
import { apiLogin, newShopper, toast } from './order-fixtures';
import { expectAccessible, hydrated, SERVICEABLE_PINCODE } from './product-fixtures';
import { ANY_SIZE } from './viewports';

// Issue 18: the choice that keeps what it can and lives in the URL, the quick-buy bar, "Notify
// me", the unknown pincode and toasts that replace each other, at phone and desktop size.

const inStock = (c: ProductColor, s: string) => (c.stock_by_size[s] ?? 0) > 0;
let all: ProductDetail[] = [];
test.beforeAll(async ({ request }) => {
  all = await catalogue(request);
});

async function catalogue(request: APIRequestContext): Promise<ProductDetail[]> {
  const rows = (await (await request.get('/api/product/sub-category/product/list')).json()).data as HomeRow[];
  const ids = [...new Set(rows.flatMap((r) => r.products.map((p) => p.id)))].slice(0, 60);
  return Promise.all(ids.map(async (id) => (await (await request.get(`/api/product/product/${id}`)).json()).data));
}

/** Two colours and a size: in stock in `a`, and in `b` (keep) or not (drop). */
function twoColours(keep: boolean) {
  for (const product of all)
    for (const a of product.colors)
      for (const b of product.colors)
        for (const size of a.sizes)
          if (a.id !== b.id && inStock(a, size) && inStock(b, size) === keep) return { product, a, b, size };
  throw new Error('no product in the seed fits');
}

/** Scrolls down by the wheel, a screen's third at a time, until the quick-buy bar shows. */
async function scrollPastButtons(page: Page) {
  const bar = page.getByRole('region', { name: 'Quick buy' });
  for (let i = 0; i < 20 && !(await bar.isVisible()); i++) {
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(150);
  }
}

const radio = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const shots = (info: TestInfo, name: string) => {
  mkdirSync('/tmp/issue18-shots', { recursive: true });
  return `/tmp/issue18-shots/${info.project.name}-${name}.png`;
};

test(
  'a new colour keeps the size it has in stock; the choice is in the URL, rendered by the server, and Buy Now takes it',
  ANY_SIZE,
  async ({ page, browser }) => {
    const { product, a, b, size } = twoColours(true);
    await page.goto('/');
    await page.goto(product.url);
    await hydrated(page);
    await radio(page, a.name).check();
    await radio(page, size).check();
    await radio(page, b.name).check();
    await expect(radio(page, size)).toBeChecked();
    await expect(page.getByTestId('size-note')).toHaveCount(0);
    await expect(page).toHaveURL(`${product.url}?color=${b.id}&size=${size}`);

    // A shared link opens the same choice, in the server's HTML (no script runs here).
    const noJs = await browser.newContext({ javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto(page.url());
    await expect(plain.getByRole('radio', { name: b.name, exact: true })).toBeChecked();
    await expect(plain.getByRole('radio', { name: size, exact: true })).toBeChecked();
    await noJs.close();

    await page.getByRole('textbox', { name: 'Delivery pincode' }).fill(SERVICEABLE_PINCODE);
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await expect(page.getByTestId('pincode-result')).toContainText(MSG.deliveryAvailable);
    await page.getByRole('main').getByRole('button', { name: MSG.buyNow }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'));
    expect(cart).toMatchObject([{ id: product.id, colorId: b.id, size }]);

    // Back returns to the choice; once more leaves the page (the choice replaced its entry).
    await page.goBack();
    await expect(page).toHaveURL(`${product.url}?color=${b.id}&size=${size}`);
    await expect(radio(page, size)).toBeChecked();
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  },
);

test('a colour without the size clears it and says so beside the sizes', async ({ page }, info) => {
  const { product, a, b, size } = twoColours(false);
  await page.goto(product.url);
  await hydrated(page);
  await radio(page, a.name).check();
  await radio(page, size).check();
  await radio(page, b.name).check();
  const note = page.getByTestId('size-note');
  await expect(note).toHaveText(`Size ${size} is not available in ${b.name}. Please choose another size.`);
  await expect(radio(page, size)).not.toBeChecked();
  await expect(page).toHaveURL(`${product.url}?color=${b.id}`);
  await note.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shots(info, 'size-note') });
  await page.getByRole('main').getByRole('button', { name: MSG.addToCart }).click();
  await expect(page.getByTestId('toast')).toHaveText([MSG.selectSize]);
});

test('a pincode the directory lacks says so, and Add to Cart asks for a pincode check', ANY_SIZE, async ({ page }) => {
  const { product, a, size } = twoColours(true);
  await page.goto(`${product.url}?color=${a.id}&size=${size}`);
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Delivery pincode' }).fill('999999');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('pincode-result')).toHaveText(MSG.pincodeNotFound);
  await page.getByRole('main').getByRole('button', { name: MSG.addToCart }).click();
  await expect(page.getByTestId('toast')).toHaveText([MSG.checkPincode]);
});

test('the quick-buy bar comes once the buttons scroll away, moves nothing, and runs the same checks', async ({
  page,
}, info) => {
  const { product } = twoColours(true);
  await page.goto(product.url);
  await hydrated(page);
  await page.evaluate(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number }[]) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
  const bar = page.getByRole('region', { name: 'Quick buy' });
  await expect(bar).toHaveCount(0);
  await scrollPastButtons(page);
  await expect(bar).toBeVisible();
  await expect(bar).toContainText('₹');
  await page.screenshot({ path: shots(info, 'sticky-bar') });
  await bar.getByRole('button', { name: MSG.addToCart }).click();
  await expect(page.getByTestId('toast')).toHaveText([MSG.selectSize]);
  await expectAccessible(page);
  expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bar).toHaveCount(0);
});

test(
  'Notify me for a sold-out size: a phone number, one alert however often it is asked',
  ANY_SIZE,
  async ({ page }, info) => {
    let found: { product: ProductDetail; color: ProductColor; size: string } | null = null;
    for (const product of all)
      for (const color of product.colors) {
        const size = color.sizes.find((s) => !inStock(color, s));
        if (size && !found) found = { product, color, size };
      }
    if (!found) throw new Error('no sold-out size in the seed');
    const { product, color, size } = found;
    const phone = newShopper(info).phone;
    await page.goto(`${product.url}?color=${color.id}`);
    await hydrated(page);
    const open = page.getByRole('button', { name: 'Notify me' });
    for (let i = 0; i < 2; i++) {
      if (i === 1) {
        await page.reload();
        await hydrated(page);
      }
      await open.click();
      const dialog = page.getByRole('dialog', { name: STOCK_ALERT_MSG.title });
      await expect(dialog).toBeVisible();
      await dialog.getByText(size, { exact: true }).click();
      await dialog.getByLabel(/^Phone number/).fill(phone);
      if (i === 0) await page.screenshot({ path: shots(info, 'notify-me') });
      await dialog.getByRole('button', { name: STOCK_ALERT_MSG.title }).click();
      await expect(dialog.getByTestId('notify-done')).toHaveText(STOCK_ALERT_MSG.saved);
      await page.keyboard.press('Escape');
    }
  },
);

test("toasts: 'Login successful' replaces 'Invalid credentials'", ANY_SIZE, async ({ page, request }, info) => {
  const s = newShopper(info);
  await apiLogin(request, s);
  await page.goto('/login');
  await hydrated(page);
  const main = page.getByRole('main');
  await main.getByLabel('Email').fill(s.email);
  await main.getByLabel('Password').fill('wrong-password');
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toast(page, MSG.loginFailed)).toBeVisible();
  await main.getByLabel('Password').fill(s.password);
  await main.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByTestId('toast')).toHaveText([MSG.loginSuccess]);
});
