import type { MiddlewareHandler } from 'hono';
import { HttpError } from './http-error';

// PostgreSQL's text cannot hold U+0000: a NUL from a client failed the statement in the database
// ("invalid byte sequence for encoding UTF8: 0x00"). It is refused here, naming the field, before
// any statement runs. Found by the fuzzer (security/fuzz.test.ts).

export const NUL_MESSAGE = 'Text cannot contain a NUL character';
const MAX_DEPTH = 32; // deeper than any schema reads: zod refuses such input anyway

/** The path (a.b.0) of the first string holding a NUL in a parsed body or query, or null. */
export function nulField(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : null;
  if (value === null || typeof value !== 'object' || path.length > MAX_DEPTH) return null;
  for (const [key, v] of Object.entries(value)) {
    const found = nulField(v, [...path, key]);
    if (found) return found;
  }
  return null;
}

export function refuseNul(value: unknown): void {
  const field = nulField(value);
  if (field) throw new HttpError('validation_failed', NUL_MESSAGE, { [field]: NUL_MESSAGE });
}

/** For every API request: a NUL in the decoded path (a path parameter) or in a query value is a 400. */
export const refuseNulText: MiddlewareHandler = async (c, next) => {
  if (c.req.path.includes('\u0000')) throw new HttpError('validation_failed', NUL_MESSAGE, { path: NUL_MESSAGE });
  for (const [key, values] of Object.entries(c.req.queries()))
    if (values.some((v) => v.includes('\u0000')))
      throw new HttpError('validation_failed', NUL_MESSAGE, { [key]: NUL_MESSAGE });
  await next();
};
