import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, request, test } from '@playwright/test';
import { MSG } from '@store/contract/messages';
import { selfSignedCertificate } from '../../server/src/test/certificate';
import { SERVICEABLE_PINCODE } from './product-fixtures';

// The store serving HTTPS itself (TLS_CERT, TLS_KEY): a second store of its own, on its own
// port and data, with a certificate made here for 127.0.0.1. The protocol does not depend on
// the viewport: desktop only (a skipped file runs no hooks, so the phone starts no store).
const PORT = Number(process.env.E2E_PORT ?? 4180) + 1;
const origin = `https://127.0.0.1:${PORT}`;
let store: ChildProcess;
let dir: string;

test.skip(({ isMobile }) => isMobile, 'the protocol does not depend on the viewport');

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dir = mkdtempSync(join(tmpdir(), 'store-https-'));
  const { cert, key } = selfSignedCertificate(dir);
  store = spawn(process.execPath, ['../server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      TLS_CERT: cert,
      TLS_KEY: key,
    },
    stdio: 'ignore',
  });
  const api = await request.newContext({ ignoreHTTPSErrors: true });
  await expect
    .poll(
      () =>
        api.get(`${origin}/api/product/category/list`).then(
          (r) => r.status(),
          () => 0,
        ),
      { timeout: 90_000 },
    )
    .toBe(200);
  await api.dispose();
});

test.afterAll(async () => {
  if (store && store.exitCode === null) await new Promise((stopped) => store.once('exit', stopped).kill());
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test.use({ ignoreHTTPSErrors: true });

test('over HTTPS the page and its files come on HTTP/2, and a shopper adds to the bag', async ({ page }) => {
  const home = await page.goto(`${origin}/`);
  expect(home?.headers()['strict-transport-security']).toBe('max-age=31536000');
  await page.waitForLoadState('networkidle');
  const protocols = await page.evaluate(() => ({
    page: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol,
    scripts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((r) => r.name.endsWith('.js'))
      .map((r) => r.nextHopProtocol),
  }));
  expect(protocols.page).toBe('h2');
  expect(protocols.scripts.length).toBeGreaterThan(0);
  expect(new Set(protocols.scripts)).toEqual(new Set(['h2']));

  // A card's link navigates within the page (React hydrated over HTTP/2: the marker survives),
  // then the product's checks pass in order.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByTestId('product-card').first().getByRole('heading').getByRole('link').click();
  await expect(page.getByRole('button', { name: MSG.addToCart })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  await page.waitForLoadState('networkidle');
  await page
    .getByRole('group', { name: /^Colour/ })
    .getByRole('radio')
    .first()
    .check();
  await page.getByRole('group', { name: /^Size/ }).locator('input[type=radio]:enabled').first().check();
  await page.getByRole('textbox', { name: 'Delivery pincode' }).fill(SERVICEABLE_PINCODE);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page.getByTestId('pincode-result')).toContainText(MSG.deliveryAvailable);
  await page.getByRole('button', { name: MSG.addToCart }).click();
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName(/Cart, 1 item/);
});
