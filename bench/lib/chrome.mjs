// The system Chromium (Debian's package; CHROME_PATH overrides) for Lighthouse, headless and quiet:
// no QUIC, no background requests of its own that would land in the measurements.
// `selfSigned`: trust the certificate the benchmark made for the store (bench/lib/store.mjs).
import * as chromeLauncher from 'chrome-launcher';

export const launchChrome = ({ selfSigned = false } = {}) =>
  chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
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
