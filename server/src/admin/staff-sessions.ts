import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { StaffRole } from '@store/contract/admin';
import { and, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import type { Db, Tx } from '../db/client';
import { staff, staffSessions } from '../db/schema';

/** A console session ends after 30 minutes without a request, and 12 hours after login. */
export const STAFF_IDLE_MS = 30 * 60 * 1000;
export const STAFF_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** last use is written at most once a minute: no write on every request */
const TOUCH_AFTER_MS = 60 * 1000;

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  mustChangePassword: boolean;
  sessionId: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/**
 * The CSRF token of a session: an HMAC of its secret token, so it is never stored and changes
 * with every session. The console reads it from GET /api/admin/session (same origin only: no
 * CORS) and sends it as X-CSRF-Token; a page on another site can make the browser send the
 * cookie but cannot read or compute this.
 */
export const csrfTokenOf = (sessionToken: string) =>
  createHmac('sha256', sessionToken).update('staff-console-csrf').digest('base64url');

export function csrfMatches(sessionToken: string, given: string | undefined): boolean {
  if (!given) return false;
  const a = Buffer.from(csrfTokenOf(sessionToken));
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Over HTTPS the cookie is `__Host-` prefixed and Secure (the browser then refuses it from a
 * subdomain or over HTTP); over plain HTTP (development, tests) a plain name without Secure.
 * HTTPS is the request's scheme, or PUBLIC_URL's, or with TRUST_PROXY the proxy's header.
 */
export function isHttps(c: Context<AppEnv>): boolean {
  const env = c.var.deps.env;
  if (c.req.url.startsWith('https:') || env.PUBLIC_URL?.startsWith('https:')) return true;
  return !!env.TRUST_PROXY && c.req.header('x-forwarded-proto')?.split(',').pop()?.trim() === 'https';
}
export const cookieName = (https: boolean) => (https ? '__Host-staff_session' : 'staff_session');

export function sessionCookie(c: Context<AppEnv>, token: string | null): string {
  const https = isHttps(c);
  const parts = [`${cookieName(https)}=${token ?? ''}`, 'Path=/', 'HttpOnly', 'SameSite=Strict'];
  if (https) parts.push('Secure');
  // the browser keeps it no longer than the absolute limit; the server decides either way
  parts.push(token ? `Max-Age=${STAFF_ABSOLUTE_MS / 1000}` : 'Max-Age=0');
  return parts.join('; ');
}

export function sessionTokenFrom(c: Context<AppEnv>): string | null {
  const name = cookieName(isHttps(c));
  for (const part of (c.req.header('cookie') ?? '').split(';')) {
    const [k, v] = part.trim().split('=');
    if (k === name && v && /^[A-Za-z0-9_-]{40,60}$/.test(v)) return v;
  }
  return null;
}

export async function createStaffSession(db: Db, staffId: number, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(staffSessions).values({ staffId, tokenHash: sha256(token), createdAt: now, lastUsedAt: now });
  return token;
}

/** The session's staff, or null when unknown, revoked, idle too long, too old, or disabled. */
export async function findStaffSession(db: Db, token: string, now: Date): Promise<StaffUser | null> {
  const [row] = await db
    .select({ s: staffSessions, u: staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, sha256(token)), isNull(staffSessions.revokedAt), isNull(staff.disabledAt)))
    .limit(1);
  if (!row) return null;
  const t = now.getTime();
  if (t - row.s.lastUsedAt.getTime() > STAFF_IDLE_MS || t - row.s.createdAt.getTime() > STAFF_ABSOLUTE_MS) return null;
  if (t - row.s.lastUsedAt.getTime() > TOUCH_AFTER_MS)
    await db.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, row.s.id));
  return {
    id: row.u.id,
    email: row.u.email,
    name: row.u.name,
    role: row.u.role as StaffRole,
    mustChangePassword: row.u.mustChangePassword !== null,
    sessionId: row.s.id,
  };
}

export async function revokeStaffSessions(db: Db | Tx, where: { sessionId?: number; staffId?: number }, now: Date) {
  const cond = where.sessionId ? eq(staffSessions.id, where.sessionId) : eq(staffSessions.staffId, where.staffId ?? 0);
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(cond, isNull(staffSessions.revokedAt)));
}
