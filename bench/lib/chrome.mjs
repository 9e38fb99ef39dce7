// The system Chromium (Debian's package; CHROME_PATH overrides) for Lighthouse, headless and quiet:
// no QUIC, no background requests of its own that would land in the measurements.
// Without Chromium's own omnibox popup (a Lit web app in a "WebUI Top Renderer" process that the
// headless browser builds beside each page opened through puppeteer): on a 2-core machine it took
// 3.8 s of tasks during one load of home and doubled the page's measured main-thread time
// (bench/README.md, "Chromium's own omnibox popup"). KEEP_WEBUI=1 keeps it, to compare.
// `selfSigned`: trust the certificate the benchmark made for the store (bench/lib/store.mjs).
import * as chromeLauncher from 'chrome-launcher';

// Chromium keeps only the last --disable-features, so ours joins chrome-launcher's own list.
const OWN_UI = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup', 'PreloadTopChromeWebUI'];
const defaultFlags = chromeLauncher.Launcher.defaultFlags().map((flag) =>
  flag.startsWith('--disable-features=') && !process.env.KEEP_WEBUI ? `${flag},${OWN_UI.join(',')}` : flag,
);

export const launchChrome = ({ selfSigned = false } = {}) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...defaultFlags,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...(selfSigned ? ['--ignore-certificate-errors'] : []),
    ],
  });
