import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';
import { findSessionUser } from './sessions';

/** docs/spec.md §6: `Authorization: Token <token>` (Bearer accepted too). */
export function tokenFrom(header: string | undefined): string | null {
  const match = header?.match(/^(?:Token|Bearer)\s+([A-Za-z0-9_-]{20,200})$/);
  return match ? match[1] : null;
}

async function lookup(c: Parameters<Parameters<typeof createMiddleware<AppEnv>>[0]>[0]) {
  const token = tokenFrom(c.req.header('authorization'));
  if (!token) return null;
  const { db, now } = c.var.deps;
  const user = await findSessionUser(db, token, now());
  if (user) {
    c.set('user', user);
    c.set('token', token);
  }
  return user;
}

export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  if (!(await lookup(c))) throw new HttpError('unauthorized', 'Please log in');
  await next();
});

/** The shopper when a valid token is sent, else nobody: for routes open to both (notify-me). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  await lookup(c);
  await next();
});
