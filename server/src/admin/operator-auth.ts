import { createHash, timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { HttpError } from '../http/http-error';

const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * The operator API answers only to `Authorization: Bearer <OPERATOR_TOKEN>`. No credentials:
 * 401. Any other credentials, a shopper's session token included: 403. Comparing digests keeps
 * the comparison constant-time whatever the length of what was sent.
 */
export const requireOperator = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization')?.trim();
  if (!header) throw new HttpError('unauthorized', 'Operator token required');
  const expected = c.var.deps.env.OPERATOR_TOKEN;
  const given = header.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
  if (!expected || !given || !timingSafeEqual(digest(expected), digest(given)))
    throw new HttpError('forbidden', 'This is for the store operator only');
  await next();
});
