import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { securityHeaders } from './security-headers';

const page = async () => {
  const app = new Hono<AppEnv>();
  app.use('*', securityHeaders(false));
  app.get('/contact-us', (c) => c.html('<main>Contact</main>'));
  const res = await app.request('/contact-us');
  const csp = res.headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
      .map(([k, ...v]) => [k, v]),
  );
};

describe('the pages’ Content-Security-Policy', () => {
  it('lets the contact page frame OpenStreetMap’s embed, and that origin only beside Razorpay', async () => {
    const csp = await page();
    expect(csp.get('frame-src')).toEqual([
      'https://api.razorpay.com',
      'https://checkout.razorpay.com',
      'https://www.openstreetmap.org',
    ]);
    // The map is a frame: it may run no script of the page's, fetch nothing, frame nothing else.
    for (const directive of ['script-src', 'connect-src', 'img-src', 'default-src'])
      expect(csp.get(directive)?.join(' '), directive).not.toContain('openstreetmap');
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('gives every page a nonce of 16 random bytes of its own, across the random pool’s refills', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', securityHeaders(false));
    app.get('/', (c) => c.html('<main>Home</main>'));
    const nonces = new Set<string>();
    for (let i = 0; i < 600; i++) {
      const csp = (await app.request('/')).headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1] ?? '';
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
      nonces.add(nonce);
    }
    expect(nonces.size).toBe(600); // 600 x 16 bytes: the 4 KB pool drawn three times
  });
});
