import { CSRF_HEADER, type StaffRole } from '@store/contract/admin';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';
import { requireOperator } from './operator-auth';
import { csrfMatches, findStaffSession, type StaffUser, sessionTokenFrom } from './staff-sessions';

/** Who acts: a staff member in the console, or a script with the operator token (an owner's rights). */
export type Actor =
  | { kind: 'operator'; role: 'owner'; staffId: null; label: 'operator' }
  | { kind: 'staff'; role: StaffRole; staffId: number; label: string; user: StaffUser; token: string };

export const OPERATOR: Actor = { kind: 'operator', role: 'owner', staffId: null, label: 'operator' };

/** What each role may do: the owner everything, staff the day's work (not staff or the audit log). */
export const PERMISSIONS = {
  self: ['owner', 'staff'],
  orders: ['owner', 'staff'],
  customers: ['owner', 'staff'],
  revenue: ['owner'],
  staff: ['owner'],
  audit: ['owner'],
  /** products, photos, stock and the bulk CSVs: the owner runs the catalogue (decision 0027) */
  catalogue: ['owner'],
  /** banners, launches, tiles, testimonials, FAQ, about us and the policies (the shop window) */
  content: ['owner'],
  coupons: ['owner'],
  /** the shop's identity, announcement and delivery area */
  settings: ['owner'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export const can = (actor: Actor, p: Permission) => (PERMISSIONS[p] as readonly StaffRole[]).includes(actor.role);
export function requirePermission(actor: Actor, p: Permission) {
  if (!can(actor, p)) throw new HttpError('forbidden', 'Only the owner can do this');
}

export interface AdminEnv {
  Variables: AppEnv['Variables'] & { actor: Actor };
}

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** reachable before login, or with a one-time password still to change */
export const NO_SESSION = new Set(['/api/admin/auth/login']);
const BEFORE_PASSWORD_CHANGE = new Set(['/api/admin/session', '/api/admin/auth/password', '/api/admin/auth/logout']);

/**
 * /api/admin/* answers to the operator token (`Authorization: Bearer`, scripts and the CLI) or
 * to a console session cookie. A cookie travels with any request the browser makes, so every
 * state-changing request from a session must also carry its CSRF token (staff-sessions.ts).
 */
export const adminAuth = createMiddleware<AdminEnv>(async (c, next) => {
  if (NO_SESSION.has(c.req.path)) return next();
  if (c.req.header('authorization') !== undefined)
    return requireOperator(c as never, async () => {
      c.set('actor', OPERATOR);
      await next();
    });
  const token = sessionTokenFrom(c as never);
  if (!token) throw new HttpError('unauthorized', 'Please log in');
  const { db, now } = c.var.deps;
  const user = await findStaffSession(db, token, now());
  if (!user) throw new HttpError('unauthorized', 'Your session has ended. Please log in again');
  if (!SAFE.has(c.req.method) && !csrfMatches(token, c.req.header(CSRF_HEADER)))
    throw new HttpError('forbidden', 'This request is missing its security token. Reload the page and try again');
  if (user.mustChangePassword && !BEFORE_PASSWORD_CHANGE.has(c.req.path))
    throw new HttpError('forbidden', 'Please change your one-time password first', undefined, {
      must_change_password: true,
    });
  c.set('actor', { kind: 'staff', role: user.role, staffId: user.id, label: user.email, user, token });
  await next();
});
