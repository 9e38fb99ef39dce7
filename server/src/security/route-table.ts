import { requireUser } from '../accounts/auth.middleware';
import { requireOperator } from '../admin/operator-auth';
import { adminAuth, NO_SESSION } from '../admin/staff-auth';
import type { App } from '../app';

// The app's own route table, read from Hono (app.routes), so that a route added tomorrow is
// checked by the access tests without anyone remembering to list it.

export interface RouteInfo {
  method: string;
  /** the pattern as registered, e.g. /api/auth/address/:id */
  pattern: string;
  /** a concrete path that matches the pattern */
  path: string;
  guard: 'user' | 'operator' | 'none';
}

/** Routes anyone may call: a deliberate, reviewed list. Everything else must answer 401. */
export const PUBLIC_ROUTES = new Set([
  'POST /api/auth/register',
  'POST /api/auth/login',
  'POST /api/admin/auth/login', // the staff console's sign-in (rate-limited per address and account)
  'POST /api/auth/otp/send',
  'POST /api/auth/otp/verify',
  'POST /api/auth/password/forgot', // the same answer for every email (accounts/password-reset.ts)
  'POST /api/auth/password/reset', // proven by the SMS code or the e-mailed link
  'GET /api/product/category/list',
  'GET /api/global/floating',
  'GET /api/product/sub-category/product/list',
  'GET /api/product/new-launch',
  'GET /api/product/product/:id{[0-9]+}',
  'GET /api/product/product/lines', // a stored cart's and wishlist's products, at most LINE_PRODUCTS_MAX
  'GET /api/product/product/search',
  'GET /api/product/suggest', // suggestions while typing a search
  'GET /api/general/faq',
  'GET /api/general/testimonials',
  'POST /api/general/contact-us',
  'POST /api/product/notify-me', // a logged-in shopper, or anyone with a phone number (rate-limited)
  'GET /api/pincode/:pincode',
  'POST /api/payment/success-payment', // the payment widget's return: proven by its signature
  'POST /api/payment/webhook', // the provider's notice: proven by its signature
  'GET /api/payment/test-gateway/:providerOrderId', // outside production only
  'GET /api/dev/outbox', // outside production only
  'GET /api/dev/mail', // outside production only: the development mailer's e-mails
  'GET /images/*',
  'GET /healthz', // process alive, for a process manager
  'GET /readyz', // database answers, for a load balancer
  'GET /robots.txt',
  'GET /sitemap.xml',
  'GET /:part{sitemap-[0-9]{1,4}\\.xml}',
]);
// GET /api/general/<page> for the CMS pages is public too (matched by prefix below).
const isPublicPage = (method: string, pattern: string) => method === 'GET' && /^\/api\/general\/[a-z-]+$/.test(pattern);

export const isPublic = (r: Pick<RouteInfo, 'method' | 'pattern'>) =>
  PUBLIC_ROUTES.has(`${r.method} ${r.pattern}`) || isPublicPage(r.method, r.pattern);

const SAMPLE: Record<string, string> = {
  id: '1',
  pincode: '226001',
  providerOrderId: 'order_Tnothing000000',
  part: 'sitemap-1.xml',
};

function concrete(pattern: string): string {
  return pattern.replace(/:([A-Za-z]+)(\{[^}]*\})?/g, (_m, name: string) => SAMPLE[name] ?? '1').replace(/\*$/, 'x');
}

/**
 * Every endpoint (method + pattern) with the guard that protects it. Middleware registered
 * with `use` shows up as method ALL; it guards the endpoints its pattern covers.
 */
export function routeTable(app: App): RouteInfo[] {
  const all = app.routes as { method: string; path: string; handler: unknown }[];
  // adminAuth guards /api/admin/*: the operator token, or a staff session with its CSRF token
  const guards = all.filter(
    (r) => r.handler === requireUser || r.handler === requireOperator || r.handler === adminAuth,
  );
  const covers = (guardPath: string, path: string) =>
    guardPath === path || (guardPath.endsWith('/*') && path.startsWith(guardPath.slice(0, -1)));
  const seen = new Map<string, RouteInfo>();
  for (const r of all) {
    // Middleware for every path (headers, body limit, load shed) and the catch-all 404s.
    if (r.method === 'ALL') continue;
    const key = `${r.method} ${r.path}`;
    const guard = guards.find(
      (g) => (g.method === 'ALL' || g.method === r.method) && covers(g.path, r.path) && g.path !== '/*',
    );
    const exempt = guard?.handler === adminAuth && NO_SESSION.has(r.path); // the console's sign-in
    const kind = guard && !exempt ? (guard.handler === requireUser ? 'user' : 'operator') : 'none';
    const prev = seen.get(key);
    if (!prev || (prev.guard === 'none' && kind !== 'none'))
      seen.set(key, { method: r.method, pattern: r.path, path: concrete(r.path), guard: kind });
  }
  return [...seen.values()];
}
