import { createHash } from 'node:crypto';
import { getConnInfo } from '@hono/node-server/conninfo';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { Redis } from 'ioredis';
import type { AppEnv, Deps } from '../app-env';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-error';

// Fixed-window counters shared by every server copy: in the database (one atomic upsert) or in
// Redis when REDIS_URL is set. Never in process memory, so limits hold behind a load balancer.

export interface Limit {
  name: string;
  max: number;
  windowMs: number;
}

const MIN = 60_000;
/** Sized for real shoppers behind carrier-grade NAT (many share one IP in India) and for e2e runs. */
export const LIMITS = {
  /** failed logins from one IP; checked before the password hash is computed */
  loginIp: { name: 'login-ip', max: 50, windowMs: 10 * MIN },
  /**
   * attempts on one account from one IP (cleared by a success): the 6th within 15 minutes is
   * refused for that pair only, so the owner elsewhere still logs in (SECURITY.md, login policy)
   */
  loginAccountIp: { name: 'login-account-ip', max: 5, windowMs: 15 * MIN },
  /** failed logins on one account from every IP: past `max`, each attempt waits longer (auth.ts) */
  loginAccount: { name: 'login-account', max: 10, windowMs: 15 * MIN },
  registerIp: { name: 'register-ip', max: 30, windowMs: 10 * MIN },
  /** at most 3 OTP sends per phone per 10 minutes (docs/decisions/0012-login-otp-and-failures.md) */
  otpSendPhone: { name: 'otp-send-phone', max: 3, windowMs: 10 * MIN },
  otpSendIp: { name: 'otp-send-ip', max: 20, windowMs: 10 * MIN },
  otpVerifyPhone: { name: 'otp-verify-phone', max: 10, windowMs: 10 * MIN },
  /**
   * "Forgot password?" (accounts/password-reset.ts): requests per address and per email as typed
   * (an unknown email is counted like a registered one); new-password tries per address and, for
   * the SMS code, per email (each code also dies after 5 tries)
   */
  resetRequestIp: { name: 'reset-request-ip', max: 20, windowMs: 60 * MIN },
  resetRequestAccount: { name: 'reset-request-account', max: 3, windowMs: 15 * MIN },
  resetTryIp: { name: 'reset-try-ip', max: 30, windowMs: 15 * MIN },
  resetTryAccount: { name: 'reset-try-account', max: 10, windowMs: 15 * MIN },
  /** coupon apply: a shopper tries codes at checkout, not thousands of guesses */
  couponUser: { name: 'coupon-user', max: 30, windowMs: 10 * MIN },
  couponIp: { name: 'coupon-ip', max: 100, windowMs: 10 * MIN },
  /** contact form: every message lands in the shop's inbox */
  contactIp: { name: 'contact-ip', max: 20, windowMs: 60 * MIN },
  contactEmail: { name: 'contact-email', max: 5, windowMs: 60 * MIN },
  /** reviews written (new or replacing) by one shopper: enough to fix a typo, not to flood */
  reviewUser: { name: 'review-user', max: 10, windowMs: 60 * MIN },
  /**
   * checkouts one shopper starts (POST /api/payment/billing): each locks stock, may open a payment
   * with the provider, and a placed order sends an e-mail and an SMS; far above a shopper's hour
   */
  orderUser: { name: 'order-user', max: 20, windowMs: 60 * MIN },
  /** lines one shopper cancels or asks to exchange: each change sends an e-mail and an SMS */
  lineChangeUser: { name: 'line-change-user', max: 30, windowMs: 60 * MIN },
  /** invoice and credit-note PDFs one shopper downloads: each is drawn afresh (invoices/) */
  invoiceUser: { name: 'invoice-user', max: 30, windowMs: 10 * MIN },
  /** staff console logins (admin/staff-accounts.ts): failures per IP, and attempts per account and IP */
  staffLoginIp: { name: 'staff-login-ip', max: 20, windowMs: 15 * MIN },
  staffLoginAccount: { name: 'staff-login-account', max: 5, windowMs: 15 * MIN },
  /** "Notify me" requests (stock-alerts/): each can lead to an SMS, so few per address and shopper */
  stockAlertIp: { name: 'stock-alert-ip', max: 30, windowMs: 60 * MIN },
  stockAlertSubject: { name: 'stock-alert-subject', max: 10, windowMs: 60 * MIN },
  /**
   * stored carts checked (GET /api/product/product/lines) that read the database, per address: a
   * request names up to 50 products, each a product page to read when not in memory. Checks of
   * cached products are not counted; many shoppers behind one carrier's address stay far below.
   */
  lineReadsIp: { name: 'line-reads-ip', max: 300, windowMs: 10 * MIN },
  /** photos one staff account uploads (photos/): a bulk import's worth, each decoded and re-encoded */
  photoUploadStaff: { name: 'photo-upload-staff', max: 600, windowMs: 60 * MIN },
} satisfies Record<string, Limit>;

export interface Window {
  count: number;
  resetAt: Date;
}

interface Store {
  hit(key: string, windowMs: number, now: Date): Promise<Window>;
  peek(key: string, now: Date): Promise<Window | null>;
  clear(key: string): Promise<void>;
}

function dbStore(db: Deps['db']): Store {
  return {
    async hit(key, windowMs, now) {
      const at = sql`${now.toISOString()}::timestamptz`;
      const [row] = await db
        .insert(rateLimits)
        .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
        .onConflictDoUpdate({
          target: rateLimits.key,
          // An expired window starts again at 1 instead of counting on.
          set: {
            count: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN 1 ELSE ${rateLimits.count} + 1 END`,
            resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${at} THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
      // Now and then forget long-dead windows so the table stays small.
      if (Math.random() < 0.01)
        await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - 24 * 60 * MIN)));
      return row;
    },
    async peek(key, now) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
        .from(rateLimits)
        .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
      return row ?? null;
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, key));
    },
  };
}

const redisClients = new Map<string, Redis>();
function redisStore(url: string): Store {
  let redis = redisClients.get(url);
  if (!redis) {
    redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    redis.on('error', (err) => console.error('[rate-limit] redis:', err.message));
    redisClients.set(url, redis);
  }
  const r = redis;
  const prefix = 'rl:';
  return {
    // The window's end is taken from the caller's `now`, not the clock after the round trip: the
    // time left is read later than `now`, so `now + ttl` never lies past the window (a retry of
    // 61 s in a 60 s window came from adding the round trip to it).
    async hit(key, windowMs, now) {
      // SET NX PX creates the window with its expiry; INCR keeps the expiry. One MULTI: atomic.
      const res = await r
        .multi()
        .set(prefix + key, 0, 'PX', windowMs, 'NX')
        .incr(prefix + key)
        .pttl(prefix + key)
        .exec();
      const count = Number(res?.[1]?.[1]);
      const ttl = Number(res?.[2]?.[1]);
      return { count, resetAt: new Date(now.getTime() + Math.max(ttl, 0)) };
    },
    async peek(key, now) {
      const [count, ttl] = await Promise.all([r.get(prefix + key), r.pttl(prefix + key)]);
      if (count === null || ttl <= 0) return null;
      return { count: Number(count), resetAt: new Date(now.getTime() + ttl) };
    },
    async clear(key) {
      await r.del(prefix + key);
    },
  };
}

/** Closes Redis connections (tests, shutdown). */
export async function closeRateLimitConnections() {
  for (const r of redisClients.values()) r.disconnect();
  redisClients.clear();
}

const storeFor = (deps: Deps) => (deps.env.REDIS_URL ? redisStore(deps.env.REDIS_URL) : dbStore(deps.db));
// Subjects (emails, IPs, phones) are hashed: the table holds no personal data in the clear.
const keyOf = (limit: Limit, subject: string) =>
  `${limit.name}:${createHash('sha256').update(subject.toLowerCase()).digest('base64url').slice(0, 32)}`;

export function tooMany(resetAt: Date, now: Date, message = 'Too many attempts. Please try again later.') {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  return new HttpError('rate_limited', message, undefined, { retry_after: retryAfter });
}

/** Counts one event; throws 429 once the window holds more than `max`. */
export async function consume(deps: Deps, limit: Limit, subject: string, message?: string): Promise<void> {
  const now = deps.now();
  const w = await storeFor(deps).hit(keyOf(limit, subject), limit.windowMs, now);
  if (w.count > limit.max) throw tooMany(w.resetAt, now, message);
}

/** Throws 429 if `max` events are already counted (used with `record` for failure-only limits). */
export async function ensureAllowed(deps: Deps, limit: Limit, subject: string, message?: string): Promise<void> {
  const now = deps.now();
  const w = await storeFor(deps).peek(keyOf(limit, subject), now);
  if (w && w.count >= limit.max) throw tooMany(w.resetAt, now, message);
}

/** Events counted in the current window (0 when none). */
export async function counted(deps: Deps, limit: Limit, subject: string): Promise<number> {
  return (await storeFor(deps).peek(keyOf(limit, subject), deps.now()))?.count ?? 0;
}

export async function record(deps: Deps, limit: Limit, subject: string): Promise<Window> {
  return storeFor(deps).hit(keyOf(limit, subject), limit.windowMs, deps.now());
}

export async function reset(deps: Deps, limit: Limit, subject: string): Promise<void> {
  await storeFor(deps).clear(keyOf(limit, subject));
}

/**
 * The client's IP from the socket. X-Forwarded-For is believed only with TRUST_PROXY, and then
 * only its last hop (the one our proxy appended; earlier hops are whatever the client sent).
 * `app.request()` (tests, in-process SSR loaders) has no socket: those share one 'local' key.
 * IPv6 clients are grouped by /64, the block one subscriber usually holds.
 */
export function clientIp(c: Context<AppEnv>): string {
  let ip: string | undefined;
  if (c.var.deps.env.TRUST_PROXY) ip = c.req.header('x-forwarded-for')?.split(',').pop()?.trim();
  if (!ip) {
    try {
      ip = getConnInfo(c).remote.address;
    } catch {
      ip = undefined;
    }
  }
  if (!ip) return 'local';
  if (ip.startsWith('::ffff:')) return ip.slice(7);
  return ip.includes(':') ? ipv6Prefix64(ip) : ip;
}

export function ipv6Prefix64(ip: string): string {
  const [head, tail = ''] = ip.split('%')[0].split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = ip.includes('::') ? [...h, ...Array(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t] : h;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
