import { expect, type Page, test } from '@playwright/test';
import { firstHydration } from './product-fixtures';
import { ANY_SIZE } from './viewports';

// React Router keeps each history entry's scroll position in sessionStorage; the store's own
// inline script (web/app/layout/scroll-restoration.tsx) puts a reloaded page back there before
// it is painted, and reads nothing for a new entry.
const LISTING = '/search/category/1/men';
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

test('Back and a reload return to where the shopper was; a new visit starts at the top', ANY_SIZE, async ({ page }) => {
  await page.goto(LISTING);
  await firstHydration(page);
  await page.evaluate(() => window.scrollTo(0, 800));
  await expect.poll(() => scrollY(page)).toBe(800);

  // a card on screen there opens its page inside the app, at the top
  const name = await page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid=product-card] h3 a')];
    const shown = links.find((a) => {
      const { top, bottom } = a.getBoundingClientRect();
      return top > 0 && bottom < window.innerHeight;
    });
    shown?.click();
    return shown?.textContent ?? null;
  });
  expect(name).not.toBeNull();
  await expect(page.getByRole('heading', { level: 1, name: name as string })).toBeVisible();
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${LISTING}$`));
  await expect.poll(() => scrollY(page)).toBe(800);

  await page.reload();
  await expect.poll(() => scrollY(page)).toBe(800);

  // opened again from elsewhere: a new history entry, nothing to restore (the same address typed
  // over itself is a reload to Chromium)
  await page.goto('/');
  await page.goto(LISTING);
  await firstHydration(page);
  expect(await scrollY(page)).toBe(0);
});
