import { defineConfig, devices } from '@playwright/test';

// Journeys run against the built store on a fresh embedded database with the demo catalogue,
// in the system Chromium (no browser download is possible on these machines).
const PORT = Number(process.env.E2E_PORT ?? 4180);
const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Chromium's own address-bar popup (a web app of its own, two per window, one window per test)
// competes with the journeys for the machine's two cores (bench/README.md, "Chromium's own
// omnibox popup"). Chromium keeps only the last --disable-features, so ours repeats the list
// Playwright 1.65 passes itself on Linux (its Windows- and Edge-only entries left out).
const OWN_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];
const PLAYWRIGHT_DISABLED = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
const launchOptions = {
  executablePath: chromium,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...(process.env.KEEP_WEBUI ? [] : [`--disable-features=${[...PLAYWRIGHT_DISABLED, ...OWN_UI].join(',')}`]),
  ],
};

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, launchOptions };
const SHOP_WIDE = /@shop-wide/;
// tests/viewports.ts: journeys a phone's screen does not change run on the desktop only
const ANY_SIZE = /@any-size/;

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: `http://127.0.0.1:${PORT}`, trace: 'off', launchOptions },
  projects: [
    { name: 'desktop', use: desktop, grepInvert: SHOP_WIDE },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, launchOptions },
      grepInvert: [SHOP_WIDE, ANY_SIZE],
    },
    // Journeys that change what every page shows (the announcement bar, a policy) run after the
    // others, so no journey running beside them sees the shop mid-change.
    { name: 'shop-wide', use: desktop, grep: SHOP_WIDE, dependencies: ['desktop', 'phone'] },
  ],
  webServer: {
    command: 'rm -rf ../.e2e-data && node ../server/dist/main.js',
    url: `http://127.0.0.1:${PORT}/api/product/category/list`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    // TRUST_PROXY: shoppers made through the API say where they come from (order-fixtures.ts).
    env: { PORT: String(PORT), DATA_DIR: '../.e2e-data', HOST: '127.0.0.1', TRUST_PROXY: 'true' },
  },
});
