import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

// Issue 18 item 3: suggestions while typing, recent searches on the device, and the notice
// of a corrected query with a link to search the exact words.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string, isMobile: boolean) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${isMobile ? 'phone' : 'desktop'}.png` });
};
const box = (page: Page) => page.getByRole('combobox', { name: 'Search products' });
const loadedChunks = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => e.name)
      .filter((n) => n.includes('suggest-box')),
  );

test('suggestions while typing: lazy, debounced, keyboard and screen-reader usable', async ({ page, isMobile }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/product/suggest')) asked.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // hydrated
  await expect(box(page)).toHaveAttribute('aria-expanded', 'false');
  // The suggestion code is not part of the page's first load.
  expect(await loadedChunks(page)).toEqual([]);
  await box(page).focus();
  await expect.poll(() => loadedChunks(page)).toHaveLength(1);

  await box(page).pressSequentially('kur', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await expect(list).toBeVisible();
  await expect(box(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(box(page)).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
  await expect(list.getByRole('group', { name: 'Searches' }).getByRole('option').first()).toContainText('kurta');
  await expect(list.getByRole('group', { name: 'Categories' }).getByRole('option', { name: /Kurtas/ })).toBeVisible();
  await expect(list.getByRole('group', { name: 'Products' }).getByRole('option').first()).toBeVisible();
  // Debounced: three quick keys ask once.
  expect(asked).toEqual(['kur']);
  await shot(page, 'search-suggestions', isMobile);
  await expectNoSeriousA11yViolations(page);

  // Arrows move the highlight the screen reader follows; Enter picks it.
  await box(page).press('ArrowDown');
  const first = list.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
  await box(page).press('ArrowUp');
  await expect(box(page)).not.toHaveAttribute('aria-activedescendant', /./);
  await box(page).press('ArrowDown');
  await box(page).press('Enter');
  await expect(page).toHaveURL(/\/search\/search\/0\/kurta$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('kurta');

  // Escape closes the list and keeps the text.
  await box(page).fill('');
  await box(page).pressSequentially('sare', { delay: 40 });
  await expect(list).toBeVisible();
  await box(page).press('Escape');
  await expect(list).toBeHidden();
  await expect(box(page)).toHaveValue('sare');
});

test('a click on a sub-category or a product goes there', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // hydrated
  await box(page).click();
  await box(page).pressSequentially('kurt', { delay: 40 });
  const list = page.getByRole('listbox', { name: 'Search suggestions' });
  await list
    .getByRole('group', { name: 'Categories' })
    .getByRole('option', { name: /Kurtas/ })
    .click();
  await expect(page).toHaveURL(/\/search\/sub-category\/\d+\/kurtas$/);
  await box(page).click();
  await box(page).pressSequentially('kurt', { delay: 40 });
  const product = list.getByRole('group', { name: 'Products' }).getByRole('option').first();
  const name = (await product.textContent())?.replace(/₹.*$/, '').trim() ?? '';
  await product.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
});

test('recent searches are kept on the device and can be cleared', async ({ page }) => {
  await page.goto('/');
  await page.waitForLoadState('networkidle'); // hydrated
  for (const q of ['silk saree', 'linen shirt']) {
    await box(page).fill(q);
    await box(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search/search/0/${encodeURIComponent(q)}$`));
  }
  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle'); // hydrated
  await box(page).click();
  const recent = page
    .getByRole('listbox', { name: 'Search suggestions' })
    .getByRole('group', { name: 'Recent searches' });
  await expect(recent.getByRole('option')).toHaveText(['linen shirt', 'silk saree']);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('recentSearches') ?? '[]'))).toEqual([
    'linen shirt',
    'silk saree',
  ]);
  await recent.getByRole('option', { name: 'silk saree' }).click();
  await expect(page).toHaveURL(/\/search\/search\/0\/silk%20saree$/);
  await box(page).fill('');
  await box(page).focus();
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(page.getByRole('listbox', { name: 'Search suggestions' })).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBeNull();
  await expect(box(page)).toBeFocused();
});

test('a corrected query says so and links to the exact words', async ({ page, isMobile }) => {
  await page.goto('/search/search/0/Kurtha');
  await page.waitForLoadState('networkidle'); // hydrated
  const notice = page.getByTestId('corrected-query');
  await expect(notice).toContainText('Showing results for kurta');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await shot(page, 'search-corrected', isMobile);
  await notice.getByRole('link', { name: 'Search instead for “Kurtha”' }).click();
  await expect(page).toHaveURL(/\/search\/search\/0\/Kurtha\?exact=1$/);
  await expect(page.getByTestId('corrected-query')).toBeHidden();
  // A real typo: the exact words find nothing, and say so.
  await page.goto('/search/search/0/kurtaa');
  await page.waitForLoadState('networkidle'); // hydrated
  await expect(page.getByTestId('corrected-query')).toContainText('Showing results for kurta');
  await page.getByRole('link', { name: 'Search instead for “kurtaa”' }).click();
  await expect(page.getByTestId('empty-state')).toContainText('No products found');
});
