import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

const prices = (page: Page) =>
  page
    .getByTestId('product-grid')
    .locator('[data-price]')
    .evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-price'))));

test('home -> category -> listing, server-rendered with breadcrumb data', async ({ page, isMobile }) => {
  await page.goto('/');
  await page.getByRole('region', { name: 'Shop By Category' }).getByRole('link', { name: /Men/ }).first().click();
  await expect(page).toHaveURL(/\/search\/category\/\d+\/men$/);
  await expect(page.getByRole('heading', { level: 1, name: 'men' })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  // The category bar reaches sub-categories: a dropdown on desktop, the toggle menu on phones.
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByText('Women', { exact: true }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Dresses' }).click();
  } else {
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Women' }).hover();
    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'Dresses' }).click();
  }
  await expect(page).toHaveURL(/\/search\/sub-category\/\d+\/dresses$/);
  await expect(page.getByRole('heading', { level: 1, name: 'dresses' })).toBeVisible();
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  const crumbs = ld.map((t) => JSON.parse(t)).find((j) => j['@type'] === 'BreadcrumbList');
  expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Home', 'Women', 'Dresses']);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/search\/sub-category\/\d+\/dresses$/);
  await expectNoSeriousA11yViolations(page);
});

test('sort by price really orders the grid, and the choice survives a reload', async ({ page }) => {
  await page.goto('/search/category/1/men');
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] <= v);
    })
    .toBe(true);
  await page.reload();
  await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
  await page.getByLabel('Sort by').selectOption('price_desc');
  await expect(page).toHaveURL(/\?sort=price_desc$/);
  await expect
    .poll(async () => {
      const p = await prices(page);
      return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1] >= v);
    })
    .toBe(true);
});

test('filters go into the URL, narrow the grid and can be cleared; pages link with ?page=', async ({
  page,
  isMobile,
}) => {
  await page.goto('/search/category/1/men');
  await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('href', /\?page=2$/);
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByTestId('filters').getByText('M', { exact: true }).click();
  await expect(page).toHaveURL(/\?size=M$/);
  await page.getByLabel('Max').fill('800');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\?size=M&price_max=800$/);
  await expect.poll(async () => (await prices(page)).every((v) => v <= 800)).toBe(true);
  await page.reload();
  if (isMobile) await page.getByRole('button', { name: /^Filters/ }).click();
  await expect(page.getByTestId('filters').getByRole('checkbox', { name: 'M', exact: true })).toBeChecked();
  const clear = page.getByRole('link', { name: 'Clear all filters' });
  // Clearing keeps the shopper where they were on the listing, as applying a filter does.
  await clear.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);
  await clear.click();
  await expect(page).toHaveURL(/\/search\/category\/1\/men$/);
  await expect(page.getByTestId('filters').getByRole('checkbox', { name: 'M', exact: true })).not.toBeChecked();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});

test('the search form navigates, and a typo still finds kurtas', async ({ page }) => {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Search products' }); // an ARIA combobox with suggestions
  await box.fill('kurtha');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\/search\/0\/kurtha$/);
  await expect(page.getByRole('heading', { level: 1, name: 'kurtha' })).toBeVisible();
  await expect(page.getByTestId('product-card').filter({ hasText: /kurta/i }).first()).toBeVisible();
});

test('a search with no results shows the empty state; an unknown listing kind is a 404', async ({ page }) => {
  await page.goto('/search/search/0/zzqqxxnothing');
  await expect(page.getByTestId('empty-state')).toContainText('No products found');
  const res = await page.goto('/search/brand/1/whatever');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
});
