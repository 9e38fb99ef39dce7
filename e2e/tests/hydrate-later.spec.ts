import { expect, type Page, test } from '@playwright/test';
import { firstHydration, hydrated, pickProduct } from './product-fixtures';

// Sections wrapped in HydrateLater (web/app/ui/hydrate-later.tsx) keep the server's HTML and are
// hydrated after the rest of the page. A shopper must not be able to tell: the first tap inside
// one works, links in one navigate in the app, and a navigation before one hydrated shows the new
// page's data. The CPU is slowed (as on a cheap phone) so these taps land while sections are
// still waiting; each test says what it does, not when hydration happened to finish.

async function slowPhone(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
}
/** First hydration done, and a mark that survives an in-app navigation but not a document load. */
async function hydratedAndMarked(page: Page) {
  await firstHydration(page);
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

test('a card far down the listing takes the first tap on its heart', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/search/category/1/men');
  await hydratedAndMarked(page);
  const card = page.getByTestId('product-grid').getByTestId('product-card').nth(9);
  const heart = card.getByRole('button', { name: /^Wishlist / });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-button')).toHaveAccessibleName('Wishlist, 1 item');
});

test('the footer’s links navigate inside the app from the first tap', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/');
  await hydratedAndMarked(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
});

test('the header search takes a query typed as soon as the page shows', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/');
  await hydratedAndMarked(page);
  const search = page.getByRole('combobox', { name: 'Search products' });
  await search.fill('kurta');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\/search\/0\/kurta/);
  expect(await sameDocument(page)).toBe(true);
});

test('a new sort before the cards hydrated shows the new order, not the old page', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/search/category/1/men');
  await hydratedAndMarked(page);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/\?sort=price_asc$/);
  const grid = page.getByTestId('product-grid');
  const names = async () => grid.getByTestId('product-card').getByRole('heading').allTextContents();
  const answer = await (await page.request.get('/api/product/product/search?cat=1&sort=price_asc')).json();
  const expected = (answer.data as { name: string }[]).slice(0, 12).map((p) => p.name);
  await expect.poll(async () => (await names()).slice(0, 12)).toEqual(expected);
  expect(await sameDocument(page)).toBe(true);
});

test('a far card hydrated late shows the wishlist the shopper stored, after a reload', async ({ page }) => {
  await page.goto('/search/category/1/men');
  await firstHydration(page);
  const heart = () =>
    page
      .getByTestId('product-grid')
      .getByTestId('product-card')
      .nth(9)
      .getByRole('button', { name: /^Wishlist / });
  await heart().click();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  // The server renders every heart empty; the card, still waiting after the reload, must show the
  // stored choice once it has hydrated, not keep the server's attribute.
  await slowPhone(page);
  await page.reload();
  await firstHydration(page);
  await heart().scrollIntoViewIfNeeded();
  await expect(heart()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('wishlist-button')).toHaveAccessibleName('Wishlist, 1 item');
});

test('the listing’s filters work from the first tap, on a phone behind its Filters button', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/search/category/1/men');
  await hydratedAndMarked(page);
  const filters = page.getByTestId('filters');
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if (await toggle.isVisible()) await toggle.click();
  await filters.getByText('M', { exact: true }).click();
  await expect(page).toHaveURL(/\?size=M$/);
  await expect(filters.getByRole('checkbox', { name: 'M', exact: true })).toBeChecked();
  expect(await sameDocument(page)).toBe(true);
});

test('the listing’s breadcrumbs and page links navigate inside the app from the first tap', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/search/category/1/men');
  await hydratedAndMarked(page);
  await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  expect(await sameDocument(page)).toBe(true);
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await sameDocument(page)).toBe(true);
});

test('a product card opens its page inside the app from the first tap, and Back returns', async ({ page }) => {
  await slowPhone(page);
  await page.goto('/search/category/1/men');
  await hydratedAndMarked(page);
  const card = page.getByTestId('product-grid').getByTestId('product-card').first();
  const name = (await card.getByRole('heading').textContent()) as string;
  await card.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await sameDocument(page)).toBe(true);
  await page.goBack();
  await expect(page).toHaveURL(/\/search\/category\/1\/men$/);
  expect(await sameDocument(page)).toBe(true);
});

test('choosing a size leaves the tabs and Similar Products as the server drew them until they come near', async ({
  page,
  request,
}) => {
  const { product, color, size } = await pickProduct(request);
  // A waiting section drawn afresh replaces its DOM: note every removal of the two sections.
  await page.addInitScript(() => {
    const w = window as unknown as { redrawn: string[] };
    w.redrawn = [];
    const sections = '[data-testid=product-row], [role=tablist]';
    new MutationObserver((records) => {
      for (const r of records)
        for (const n of r.removedNodes)
          if (n instanceof Element && (n.matches(sections) || n.querySelector(sections)))
            w.redrawn.push(n.outerHTML.slice(0, 80));
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto(product.url);
  await hydrated(page);
  // the page around them renders again with each choice
  await page.getByRole('radio', { name: color.name, exact: true }).check();
  await page.getByRole('radio', { name: size, exact: true }).check();
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
  expect(await page.evaluate(() => (window as unknown as { redrawn: string[] }).redrawn)).toEqual([]);

  // and the row hydrates as it comes near: its buttons follow the track (forward only if it overflows)
  const row = page.getByTestId('product-row');
  await row.scrollIntoViewIfNeeded();
  const track = row.getByTestId('row-track');
  const overflows = await track.evaluate((el) => el.scrollWidth > el.clientWidth + 2);
  const forward = row.getByRole('button', { name: 'Scroll Similar Products forward' });
  await expect(forward).toBeEnabled({ enabled: overflows });
  if (!overflows) return;
  await forward.click();
  await expect(row.getByRole('button', { name: 'Scroll Similar Products back' })).toBeEnabled();
});
