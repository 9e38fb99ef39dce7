import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from './http-error';

/**
 * The payment provider posts in its own formats: Razorpay's checkout returns to the callback as
 * an HTML form (application/x-www-form-urlencoded), and its webhook is verified over the raw
 * body by its signature. Both are proven by that signature, not by who sent them.
 */
export const PROVIDER_POSTS = new Set(['/api/payment/success-payment', '/api/payment/webhook']);

/**
 * Posts whose body is a file's bytes: the console's photo upload (photos/photos.routes.ts), which
 * checks its own Content-Type (image/* or application/octet-stream, the real type read from the
 * bytes) and size (15 MB, not the API's 64 KB: app.ts skips its limit for these). No other site
 * can send them: adminAuth wants the session's CSRF header, which no cross-site request carries.
 * The bulk catalogue CSV likewise (text/csv, 2 MB: admin/products/csv-body.ts), and the stock
 * CSV (1 MB: inventory/csv-upload.ts).
 */
export const FILE_POSTS = new Set([
  '/api/admin/photos',
  '/api/admin/catalogue/import',
  '/api/admin/stock/import/preview',
  '/api/admin/stock/import/apply',
]);

const READS_NO_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

/** `application/json`, optionally with parameters (`; charset=utf-8`). */
export const isJsonType = (type: string) => /^application\/json[\t ]*(?:;|$)/i.test(type.trim());

const hasBody = (headers: Headers) =>
  headers.has('transfer-encoding') || Number(headers.get('content-length') ?? 0) > 0;

/**
 * The API reads JSON only. A page on another site can make a visitor's browser post a form or
 * `text/plain` to the store without a CORS preflight (a "simple request"); a JSON body needs a
 * preflight, which no other origin passes. Before this check the body was parsed as JSON
 * whatever its type, so such a page could register accounts, send OTPs and contact messages.
 * A request without a body (logout, a DELETE) may come without a Content-Type.
 */
export const jsonBodiesOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (READS_NO_BODY.has(c.req.method) || PROVIDER_POSTS.has(c.req.path)) return next();
  if (c.req.method === 'POST' && FILE_POSTS.has(c.req.path)) return next();
  const type = c.req.header('content-type');
  if (type === undefined ? hasBody(c.req.raw.headers) : !isJsonType(type))
    throw new HttpError(
      'validation_failed',
      'Send the request body as JSON (Content-Type: application/json)',
      undefined,
      undefined,
      415,
    );
  await next();
});
