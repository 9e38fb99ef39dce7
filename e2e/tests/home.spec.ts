import { expect, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';

test('the home page arrives server-rendered with the announcement bar', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  await expect(page.getByText(MSG.announcement)).toBeVisible();
});

test('an unknown path shows Not found with status 404', async ({ page }) => {
  const res = await page.goto('/no/such/page/here');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: MSG.notFound })).toBeVisible();
});
