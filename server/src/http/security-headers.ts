import { randomFillSync } from 'node:crypto';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';

/** Pages shown for a logged-in state or holding a form's secrets: never kept by a shared cache. */
const PRIVATE_PAGES = /^\/(?:profile|checkout|login|register)\/?$/;

/**
 * Answers to a request with credentials (a shopper's token, the operator's) are personal:
 * `no-store`, success and error alike, whatever the route set. Other API answers are `no-store`
 * too unless the route chose a cache policy itself (the public catalogue's ETag answers), so
 * login, register and OTP answers, which carry a new session token, are never stored either.
 */
function cachePolicy(c: Context<AppEnv>) {
  const h = c.res.headers;
  if (c.req.header('authorization') !== undefined) h.set('Cache-Control', 'no-store');
  else if (c.req.path.startsWith('/api/') && !h.has('cache-control')) h.set('Cache-Control', 'no-store');
  else if (PRIVATE_PAGES.test(c.req.path) && h.get('content-type')?.startsWith('text/html'))
    h.set('Cache-Control', 'private, no-store');
}

/**
 * Random bytes for nonces, drawn from the system 4 KB at a time: a draw of 16 bytes per request
 * took 2 of the 30 s of the event loop's work in a run of 80,000 API requests (bench/README.md,
 * tenth session, "Nonces"). Every nonce is still 16 bytes never handed out before.
 */
const randomPool = Buffer.alloc(4096);
let poolUsed = randomPool.length;
function newNonce(): string {
  if (poolUsed + 16 > randomPool.length) {
    randomFillSync(randomPool);
    poolUsed = 0;
  }
  poolUsed += 16;
  return randomPool.toString('base64', poolUsed - 16, poolUsed);
}

/**
 * Page scripts run only with this request's nonce (React Router renders its inline scripts
 * with it), so an injected <script> never runs. Razorpay's checkout is the one outside origin.
 */
export const securityHeaders = (viteDev: boolean) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const nonce = newNonce();
    c.set('nonce', nonce);
    await next();
    cachePolicy(c);
    const h = c.res.headers;
    h.set('X-Content-Type-Options', 'nosniff');
    h.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    h.set('X-Frame-Options', 'DENY');
    h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
    // Only when the store speaks HTTPS itself (TLS_CERT); a proxy in front sets its own.
    if (c.req.url.startsWith('https:')) h.set('Strict-Transport-Security', 'max-age=31536000');
    if (!h.get('content-type')?.startsWith('text/html')) return;
    // Vite's dev server injects inline scripts for hot reload (a nonce would disable
    // 'unsafe-inline'); the built store never needs them.
    const script = viteDev ? "'self' 'unsafe-inline'" : `'self' 'nonce-${nonce}'`;
    h.set(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        `script-src ${script} https://checkout.razorpay.com`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self'",
        "connect-src 'self' https://*.razorpay.com ws:",
        // Razorpay's widget, and the contact page's map (OpenStreetMap's embed page, that origin only).
        'frame-src https://api.razorpay.com https://checkout.razorpay.com https://www.openstreetmap.org',
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self' https://api.razorpay.com",
        "object-src 'none'",
      ].join('; '),
    );
  });
