import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { accountsRoutes } from './accounts/accounts.routes';
import { devRoutes } from './accounts/dev.routes';
import { addressesRoutes } from './addresses/addresses.routes';
import { adminRoutes } from './admin/admin.routes';
import type { AppEnv, Deps } from './app-env';
import { catalogRoutes } from './catalog/catalog.routes';
import { contentRoutes } from './content/content.routes';
import { couponsRoutes } from './coupons/coupons.routes';
import { classifyDbError, type DbFailure } from './db/db-errors';
import { isProduction } from './env';
import { healthRoutes } from './health.routes';
import { compressResponses } from './http/compress';
import { HttpError } from './http/http-error';
import { FILE_POSTS, jsonBodiesOnly } from './http/json-bodies';
import { loadShed } from './http/load-shed';
import { originFor } from './http/public-origin';
import { securityHeaders } from './http/security-headers';
import { refuseNulText } from './http/text-guard';
import { imagesRoutes } from './images/images.routes';
import { invoicesRoutes } from './invoices/invoices.routes';
import { describeError, printable } from './log';
import { notificationsRoutes } from './notifications/notifications.routes';
import { ordersRoutes } from './orders/orders.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { pincodesRoutes } from './pincodes/pincodes.routes';
import { reviewsRoutes } from './reviews/reviews.routes';
import { searchRoutes } from './search/search.routes';
import { seoRoutes } from './seo/seo.routes';
import { stockAlertsRoutes } from './stock-alerts/stock-alerts.routes';

/** Renders a page: React Router's request handler, given the request and the CSP nonce. */
export type WebHandler = (request: Request, ctx: { nonce: string; api: ApiCall; origin: string }) => Promise<Response>;
export type ApiCall = (path: string, init?: RequestInit) => Promise<Response>;

export const API_BODY_LIMIT = 64 * 1024;
/** beyond this many API requests in flight, answer 503 instead of queueing */
export const API_MAX_IN_FLIGHT = 256;
/** the same for image requests (most read a file; drawing has its own line) and for pages */
export const IMAGES_MAX_IN_FLIGHT = 256;
export const PAGES_MAX_IN_FLIGHT = 128;

/** seconds a client should wait before retrying while the database is reopened */
export const DB_RETRY_AFTER_S = 2;

/**
 * A statement that fails fails its own request only. Bad values the edge let through are the
 * client's (400), a row that already exists a conflict (409), and a database that cannot answer
 * just now a 503 to retry: never a 500 that looks permanent.
 */
const DB_FAILURE_ANSWERS: Record<DbFailure, { status: 400 | 409 | 503; body: { code: string; message: string } }> = {
  unique: { status: 409, body: { code: 'conflict', message: 'This already exists' } },
  conflict: {
    status: 409,
    body: { code: 'conflict', message: 'This conflicts with the current state, please reload' },
  },
  bad_input: { status: 400, body: { code: 'validation_failed', message: 'Invalid request' } },
  unavailable: {
    status: 503,
    body: { code: 'internal', message: 'The store is briefly unavailable, please retry in a moment' },
  },
};

export function createApp(deps: Deps, opts: { web?: WebHandler; assets?: Hono<AppEnv>; viteDev?: boolean } = {}) {
  const app = new Hono<AppEnv>();

  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('requestId', c.req.header('x-request-id')?.slice(0, 64) || randomUUID());
    await next();
  });
  app.use('*', securityHeaders(opts.viteDev ?? false));
  // Pages and JSON are compressed on the fly; images and built assets are stored compressed.
  const compress = compressResponses();
  app.use('*', async (c, next) => {
    const path = c.req.path;
    if (path.startsWith('/images/') || path.startsWith('/assets/')) return next();
    return compress(c, next);
  });

  app.route('/', healthRoutes);

  const api = new Hono<AppEnv>();
  api.use('*', loadShed(API_MAX_IN_FLIGHT));
  const apiBodyLimit = bodyLimit({
    maxSize: API_BODY_LIMIT,
    onError: () => {
      throw new HttpError('validation_failed', 'Request body is too large', undefined, undefined, 413);
    },
  });
  // a photo upload reads its own body, up to 15 MB (http/limited-body.ts)
  // A GET or HEAD has no body to limit, and asking for one builds the whole web Request (~5% of
  // a cached catalogue answer's time; bench/README.md, issue 21).
  const noBody = (method: string) => method === 'GET' || method === 'HEAD';
  api.use('*', (c, next) => (FILE_POSTS.has(c.req.path) || noBody(c.req.method) ? next() : apiBodyLimit(c, next)));
  api.use('*', jsonBodiesOnly); // 415 to form and text/plain posts from other sites
  api.use('*', refuseNulText); // a NUL in a path or query: 400, never a statement that fails on it
  // Search before catalog: /product/product/search must not be read as a product id.
  for (const routes of [
    searchRoutes,
    catalogRoutes,
    contentRoutes,
    pincodesRoutes,
    accountsRoutes,
    addressesRoutes,
    couponsRoutes,
    ordersRoutes,
    paymentsRoutes,
    invoicesRoutes,
    reviewsRoutes,
    stockAlertsRoutes,
    adminRoutes,
    notificationsRoutes,
  ])
    api.route('/', routes);
  if (!isProduction(deps.env)) api.route('/', devRoutes);
  api.all('*', () => {
    throw new HttpError('not_found', 'Not found');
  });
  app.route('/api', api);

  app.use('/images/*', loadShed(IMAGES_MAX_IN_FLIGHT));
  app.route('/', imagesRoutes);
  app.route('/', seoRoutes);
  if (opts.assets) app.route('/', opts.assets);

  // Only requests that reach React Router count: assets, images and the API answered above.
  if (opts.web) app.use('*', loadShed(PAGES_MAX_IN_FLIGHT, { minBusy: 32, as: 'html' }));
  const web = opts.web;
  if (web) {
    const callApi: ApiCall = async (path, init) => app.request(path, init);
    app.all('*', async (c) => {
      const page = await web(c.req.raw, { nonce: c.get('nonce'), api: callApi, origin: originFor(c) });
      // a page whose data could not be read just now (loaderApi's 503) says when to come back
      if (page.status === 503 && !page.headers.has('retry-after'))
        page.headers.set('Retry-After', String(DB_RETRY_AFTER_S));
      return page;
    });
  }

  app.onError((err, c) => {
    if (err instanceof HttpError) {
      const { code, message, fields, extra, status } = err;
      if (status === 429 && extra?.retry_after) c.header('Retry-After', String(extra.retry_after));
      return c.json({ error: { code, message, ...(fields && { fields }), ...extra } }, status as 400);
    }
    const where = printable(`[${c.get('requestId')}] ${c.req.method} ${c.req.path}`);
    const failure = classifyDbError(err);
    if (failure) {
      console.warn(`${where} database: ${failure}\n${describeError(err)}`);
      const { status, body } = DB_FAILURE_ANSWERS[failure];
      if (status === 503) c.header('Retry-After', String(DB_RETRY_AFTER_S));
      return c.json({ error: body }, status);
    }
    console.error(`${where}\n${describeError(err)}`);
    return c.json({ error: { code: 'internal', message: 'Something went wrong' } }, 500);
  });

  return app;
}

export type App = ReturnType<typeof createApp>;
