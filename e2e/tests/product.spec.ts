import { expect, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import {
  expectAccessible,
  hydrated,
  type ProductPick,
  pickProduct,
  SERVICEABLE_PINCODE,
  unserviceablePincode,
} from './product-fixtures';

let pick: ProductPick;
test.beforeAll(async ({ request }) => {
  pick = await pickProduct(request);
});

const lastToast = (page: import('@playwright/test').Page) => page.getByTestId('toast').last();

test('the product page is server-rendered with SEO data, and other link forms redirect 301 to it', async ({
  page,
  request,
}) => {
  const { product } = pick;
  const res = await page.goto(product.url);
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));
  const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${product.url}$`));
  expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(/^https?:\/\//);
  const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
  const productLd = ld.find((d) => d['@type'] === 'Product');
  expect(productLd.offers).toMatchObject({ priceCurrency: 'INR', price: product.discounted_price.toFixed(2) });
  expect(productLd.offers.availability).toMatch(/InStock|OutOfStock/);
  expect(ld.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);

  const bySlug = await request.get(`/product/${product.id}/${product.slug}?ref=wishlist`, { maxRedirects: 0 });
  expect(bySlug.status()).toBe(301);
  expect(bySlug.headers().location).toBe(`${product.url}?ref=wishlist`);
  const wrongName = await request.get(`/${product.category.slug}/${product.id}/old-name`, { maxRedirects: 0 });
  expect(wrongName.status()).toBe(301);
  expect(wrongName.headers().location).toBe(product.url);
  const missing = await page.goto(`/product/999999/none`);
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
});

test('Add to Cart checks in order, colour resets sizes, pincode both ways, then Go to Cart and reload', async ({
  page,
  request,
}) => {
  const { product, color, size, other } = pick;
  const blocked = await unserviceablePincode(request, product.id);
  await page.goto(product.url);
  await hydrated(page);
  const add = page.getByRole('button', { name: MSG.addToCart });

  await add.click();
  await expect(lastToast(page)).toHaveText(MSG.selectSize);

  // A size before any colour: the colour check comes next.
  const anySize = product.sizes.find((s) => product.colors.some((c) => (c.stock_by_size[s] ?? 0) > 0))!;
  await page.getByRole('radio', { name: anySize, exact: true }).check();
  await add.click();
  await expect(lastToast(page)).toHaveText(MSG.selectColor);

  // Choosing a colour keeps the size only if that colour has it in stock, and disables its sold-out sizes.
  await page.getByRole('radio', { name: other.name, exact: true }).check();
  const kept = page.getByRole('radio', { name: anySize, exact: true });
  if ((other.stock_by_size[anySize] ?? 0) > 0) await expect(kept).toBeChecked();
  else await expect(kept).not.toBeChecked();
  for (const s of product.sizes) {
    const radio = page.getByRole('radio', { name: s, exact: true });
    if ((other.stock_by_size[s] ?? 0) > 0) await expect(radio).toBeEnabled();
    else await expect(radio).toBeDisabled();
  }
  await page.getByRole('radio', { name: color.name, exact: true }).check();
  await page.getByRole('radio', { name: size, exact: true }).check();
  await add.click();
  await expect(lastToast(page)).toHaveText(MSG.checkPincode);

  const pin = page.getByRole('textbox', { name: 'Delivery pincode' });
  await pin.fill(blocked);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  const result = page.getByTestId('pincode-result');
  await expect(result).toHaveText(MSG.deliveryNotAvailable);
  await expect(result.locator('p')).toHaveClass(/text-red-/);
  await add.click();
  await expect(lastToast(page)).toHaveText(MSG.deliveryNotAvailable);

  await pin.fill(SERVICEABLE_PINCODE);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(result).toContainText(MSG.deliveryAvailable);
  await expect(result).toContainText('Get it by');
  await expect(result.locator('p')).toHaveClass(/text-emerald-/);
  await add.click();
  const goToCart = page.getByRole('button', { name: MSG.goToCart });
  await expect(goToCart).toBeVisible();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(/Cart, 1 item/);

  // After a reload the cart is still there and the saved pincode is checked again.
  await page.reload();
  await hydrated(page);
  await expect(pin).toHaveValue(SERVICEABLE_PINCODE);
  await expect(result).toContainText(MSG.deliveryAvailable);
  await page.getByRole('radio', { name: color.name, exact: true }).check();
  await page.getByRole('radio', { name: size, exact: true }).check();
  await expect(goToCart).toBeVisible();
  await goToCart.click();
  await expect(page).toHaveURL(/\/checkout$/);
});

test('quantity stays within 1 and min(10, stock)', async ({ page }) => {
  const { product, color, size, stock } = pick;
  await page.goto(product.url);
  await hydrated(page);
  await page.getByRole('radio', { name: color.name, exact: true }).check();
  await page.getByRole('radio', { name: size, exact: true }).check();
  const minus = page.getByRole('button', { name: 'Decrease quantity' });
  const plus = page.getByRole('button', { name: 'Increase quantity' });
  await expect(minus).toBeDisabled();
  const max = Math.min(10, stock);
  for (let i = 1; i < max; i++) await plus.click();
  await expect(page.getByTestId('quantity')).toHaveText(String(max));
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(page.getByTestId('quantity')).toHaveText(String(max - 1));
});

test('wishlist heart adds and removes the product, and the wishlist panel lists it', async ({ page }) => {
  const { product } = pick;
  await page.goto(product.url);
  await hydrated(page);
  const heart = page.getByTestId('wishlist-toggle');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await hydrated(page);
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('wishlist-button').click();
  const panel = page.getByRole('dialog', { name: MSG.wishlistTitle });
  await expect(panel.getByText(product.name)).toBeVisible();
  await expectAccessible(page);
  await panel.getByRole('button', { name: `Remove ${product.name} from wishlist` }).click();
  await expect(panel.getByText(MSG.wishlistEmpty)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
});

test('gallery zooms into a full-screen carousel driven by arrows and keys', async ({ page }) => {
  const { product } = pick;
  await page.goto(product.url);
  await hydrated(page);
  const first = page.getByRole('img', { name: product.name, exact: true });
  await expect(first).toHaveAttribute('fetchpriority', 'high');
  await expect(first).toHaveAttribute('width', /\d+/);
  await page.getByRole('button', { name: /^Zoom image/ }).click();
  const zoom = page.getByRole('dialog', { name: product.name });
  await expect(zoom).toBeVisible();
  const count = (product.colors[0].images.length || 1).toString();
  await expect(zoom.getByText(`1 / ${count}`)).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(zoom.getByText(`2 / ${count}`)).toBeVisible();
  await zoom.getByRole('button', { name: 'Previous image' }).click();
  await expect(zoom.getByText(`1 / ${count}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(zoom).toBeHidden();
});

test('tabs: description with product details, size chart, reviews; no serious accessibility violations', async ({
  page,
}) => {
  const { product } = pick;
  await page.goto(product.url);
  await hydrated(page);
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  if (product.specifications.length) await expect(page.getByText('Product Details')).toBeVisible();
  await page.getByRole('tab', { name: 'Description' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Size Chart' })).toHaveAttribute('aria-selected', 'true');
  if (!product.size_chart) await expect(page.getByText(MSG.sizeChartMissing)).toBeVisible();
  await page.getByRole('tab', { name: /Reviews/ }).click();
  if (product.reviews.length === 0) await expect(page.getByText(MSG.noReviews)).toBeVisible();
  else await expect(page.getByTestId('review').first()).toBeVisible();
  if (product.similar_products.length)
    await expect(page.getByRole('heading', { name: 'Similar Products' })).toBeVisible();
  await expectAccessible(page);
});
