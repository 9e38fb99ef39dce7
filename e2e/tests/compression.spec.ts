import { expect, test } from '@playwright/test';
import { addAddress, apiLogin, auth, newShopper } from './order-fixtures';

// server/src/http/compress.ts on the built store: JSON answers are read whole, so a short one
// goes with its length and no encoding (a Brotli stream per /healthz cost it 4x its time), a
// long one compressed in one pass with its compressed length. Not viewport-dependent.
test.skip(({ isMobile }) => isMobile, 'answers do not depend on the viewport');

const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

test('a short JSON answer goes as it is, with its length', async ({ request }) => {
  const res = await request.get('/healthz', { headers: BROWSER });
  expect(res.status()).toBe(200);
  expect(res.headers()['content-encoding']).toBeUndefined();
  expect(res.headers()['content-length']).toBe(String((await res.body()).length));
  expect(await res.json()).toEqual({ status: 'alive' });
});

test('a long JSON answer built whole is compressed, with its compressed length', async ({ request }, info) => {
  const shopper = newShopper(info);
  const { token } = await apiLogin(request, shopper);
  for (let i = 0; i < 6; i++) await addAddress(request, token, shopper);
  const get = (encoding: string) =>
    request.get('/api/auth/address', { headers: { ...auth(token), 'accept-encoding': encoding } });
  const plain = await get('identity');
  expect(plain.headers()['content-encoding']).toBeUndefined();
  expect((await plain.body()).length).toBeGreaterThan(1024);
  const res = await get(BROWSER['accept-encoding']);
  expect(res.headers()['content-encoding']).toBe('br');
  // Playwright hands back the decoded body; the length sent is the compressed one
  expect(Number(res.headers()['content-length'])).toBeLessThan((await plain.body()).length);
  expect(await res.json()).toEqual(await plain.json());
});
