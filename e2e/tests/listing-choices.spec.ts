import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

// Issue 18 item 4: sorts by popularity, discount and rating; filters by discount and rating;
// a page past the end goes to the last page; a minimum price above the maximum is explained.

const SHOTS = process.env.SHOTS_DIR;
const discounts = (page: Page) =>
  page
    .getByTestId('product-grid')
    .getByTestId('price')
    // "N% off" is the price line's last part (its text runs into the struck-through price's).
    .evaluateAll((els) => els.map((e) => Number(/^(\d+)% off$/.exec(e.lastElementChild?.textContent ?? '')?.[1] ?? 0)));
/** On a phone the filters fold under a button; it stays open across the filters' navigations. */
const openFilters = async (page: Page, isMobile: boolean) => {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (isMobile && (await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
};

test('sorts: the spec’s three first, then Popularity, Discount, Customer Rating', async ({ page }) => {
  await page.goto('/search/category/1/men');
  await page.waitForLoadState('networkidle'); // hydrated
  const options = await page.getByLabel('Sort by').locator('option').allTextContents();
  expect(options).toEqual([
    'Newest',
    'Price: Low to High',
    'Price: High to Low',
    'Popularity',
    'Discount',
    'Customer Rating',
  ]);
  await page.getByLabel('Sort by').selectOption('discount');
  await expect(page).toHaveURL(/\?sort=discount$/);
  await expect
    .poll(async () => {
      const d = await discounts(page);
      return d.length > 1 && d.every((x, i) => i === 0 || d[i - 1] >= x);
    })
    .toBe(true);
  await page.getByLabel('Sort by').selectOption('popularity');
  await expect(page).toHaveURL(/\?sort=popularity$/);
  await page.getByLabel('Sort by').selectOption('rating');
  await expect(page).toHaveURL(/\?sort=rating$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
});

test('filters by discount and rating, kept in the URL', async ({ page, isMobile }) => {
  await page.goto('/search/category/1/men');
  await page.waitForLoadState('networkidle'); // hydrated
  await openFilters(page, isMobile);
  const filters = page.getByTestId('filters');
  await filters.getByText('30% and above').click();
  await expect(page).toHaveURL(/discount_min=30/);
  await expect.poll(async () => (await discounts(page)).every((d) => d >= 30)).toBe(true);
  await openFilters(page, isMobile);
  await page.getByTestId('filters').getByText('4★ and above').click();
  await expect(page).toHaveURL(/discount_min=30&rating_min=4/);
  await expect(page.getByRole('group', { name: 'Customer Rating' }).getByRole('checkbox')).toBeChecked();
  if (SHOTS) {
    await openFilters(page, isMobile);
    await page.screenshot({ path: `${SHOTS}/listing-filters-${isMobile ? 'phone' : 'desktop'}.png` });
  }
  await expectNoSeriousA11yViolations(page);
});

test('a page past the end redirects to the last page', async ({ page }) => {
  const res = await page.goto('/search/category/1/men?sort=price_asc&page=99');
  await page.waitForLoadState('networkidle'); // hydrated
  expect(res?.status()).toBe(200);
  await expect(page).toHaveURL(/\?sort=price_asc&page=\d+$/);
  const last = Number(new URL(page.url()).searchParams.get('page'));
  expect(last).toBeGreaterThanOrEqual(1);
  expect(last).toBeLessThan(99);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByTestId('empty-state')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Pagination' }).locator('[aria-current="page"]')).toHaveText(
    String(last),
  );
});

test('a minimum price above the maximum is refused beside the price fields', async ({ page, isMobile }) => {
  await page.goto('/search/category/1/men');
  await page.waitForLoadState('networkidle'); // hydrated
  await openFilters(page, isMobile);
  await page.getByLabel('Min').fill('5000');
  await page.getByLabel('Max').fill('100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price_min=5000&price_max=100/);
  // On a phone the panel opens by itself so the message beside the fields is seen.
  const message = page.getByTestId('price-error');
  await expect(message).toBeVisible();
  await expect(message).toHaveText('Minimum price must not be above the maximum price');
  await expect(page.getByLabel('Min')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Max')).toHaveAttribute('aria-describedby', (await message.getAttribute('id')) ?? '');
  await expect(page.getByTestId('empty-state')).toContainText('Minimum price must not be above the maximum price');
  await expectNoSeriousA11yViolations(page);
});
