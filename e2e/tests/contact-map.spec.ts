import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';

// Issue 18 item 7: an embedded map of the shop's address (OpenStreetMap, no key), lazy, below
// the form, allowed by the CSP for that origin only; a phone box that keeps digits only.

test('the contact page embeds a lazy OpenStreetMap of the shop, framed by the CSP', async ({ page, isMobile }) => {
  const refused: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to frame/i.test(m.text())) refused.push(m.text());
  });
  const res = await page.goto('/contact-us');
  await page.waitForLoadState('networkidle'); // hydrated
  const csp = res?.headers()['content-security-policy'] ?? '';
  const frameSrc = csp.split(';').find((d) => d.trim().startsWith('frame-src')) ?? '';
  expect(frameSrc).toContain('https://www.openstreetmap.org');
  const map = page.getByTestId('contact-map');
  await expect(map).toHaveAttribute('loading', 'lazy');
  await expect(map).toHaveAttribute('title', /Map: .*Hazratganj.*Lucknow/);
  const src = (await map.getAttribute('src')) ?? '';
  expect(src).toMatch(
    /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=[\d.,]+&layer=mapnik&marker=26\.85\d*,80\.94\d*$/,
  );
  // Below the form, at the foot of the first screen or past it.
  const fold = page.viewportSize()?.height ?? 0;
  const form = await page.getByRole('form', { name: 'Contact form' }).boundingBox();
  const top = (await map.boundingBox())?.y ?? 0;
  expect(top).toBeGreaterThan((form?.y ?? 0) + (form?.height ?? 0));
  expect(top).toBeGreaterThan(fold * 0.9);
  await map.scrollIntoViewIfNeeded();
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/contact-map-${isMobile ? 'phone' : 'desktop'}.png` });
  await expectNoSeriousA11yViolations(page);
  // The frame was allowed (this machine may have no way out to the map itself).
  expect(refused).toEqual([]);
});

test('the phone box keeps digits only; the spec’s messages are unchanged', async ({ page }) => {
  await page.goto('/contact-us');
  await page.waitForLoadState('networkidle'); // hydrated
  const phone = page.getByLabel('Phone number', { exact: true });
  await expect(phone).toHaveAttribute('inputmode', 'numeric');
  await phone.pressSequentially('98a7-6 5x4');
  await expect(phone).toHaveValue('987654');
  await phone.fill('+91 98765 43210');
  await expect(phone).toHaveValue('9876543210'); // the country code dropped, 10 digits
  await page.getByLabel('Full name', { exact: true }).fill('Asha Verma');
  await page.getByLabel('Email', { exact: true }).fill('asha@example.in');
  await phone.fill('98765');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByTestId('field-error')).toHaveText('Phone number must be 10 digits');
});
