import { expect, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { expectNoSeriousA11yViolations } from './a11y';

const POLICIES = [
  ['/terms-and-conditions', 'Terms and Conditions'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/shipping-policy', 'Shipping Policy'],
  ['/return-policy', 'Return Policy'],
  ['/exchange-policy', 'Exchange Policy'],
] as const;

test('about us shows its heading and the server HTML, and passes axe', async ({ page }) => {
  const res = await page.goto('/about-us');
  expect(res?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.locator('.prose')).not.toBeEmpty();
  await expectNoSeriousA11yViolations(page);
});

test('each policy page shows its title and content', async ({ page }) => {
  for (const [path, title] of POLICIES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(title));
  }
});

test('the FAQ is an accordion of questions', async ({ page }) => {
  await page.goto('/faqs');
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
  const items = page.getByTestId('faq-list').locator('details');
  expect(await items.count()).toBeGreaterThan(1);
  const second = items.nth(1);
  await expect(second).not.toHaveAttribute('open');
  await second.locator('summary').click();
  await expect(second).toHaveAttribute('open');
});

test('contact form reports each rule in order, then sends with the success toast', async ({ page }) => {
  await page.goto('/contact-us');
  await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();
  await expect(page.getByText('Lucknow, Uttar Pradesh').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const send = page.getByRole('button', { name: 'Send Message' });
  const error = page.getByTestId('field-error');
  const steps: [string, string, string][] = [
    ['Full name', 'Asha Verma', MSG.nameRequired],
    ['Email', 'asha@example', MSG.emailRequired],
    ['Email', 'asha@example.in', 'Enter a valid email address'],
    ['Phone number', '98765', MSG.phoneRequired],
    ['Phone number', '9876543210', MSG.contactPhoneDigits],
    ['Subject', 'Size query', MSG.subjectRequired],
    ['Message', 'Does the kurta run large?', MSG.messageRequired],
  ];
  for (const [label, value, message] of steps) {
    await send.click();
    await expect(error).toHaveText(message);
    await page.getByLabel(label, { exact: true }).fill(value);
  }
  await send.click();
  await expect(page.getByTestId('toast').filter({ hasText: MSG.contactSuccess })).toBeVisible();
  await expect(page.getByLabel('Full name', { exact: true })).toHaveValue('');
});
