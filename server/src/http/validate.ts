import { idFromSegment } from '@store/contract/limits';
import type { Context } from 'hono';
import type { z } from 'zod';
import { HttpError } from './http-error';
import { refuseNul } from './text-guard';

/** First message per field, so a form can show it beside the right input. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  refuseNul(input);
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = fieldErrors(parsed.error);
  const first = Object.values(fields)[0] ?? 'Invalid request';
  throw new HttpError('validation_failed', first, fields);
}

export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (!text) return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new HttpError('validation_failed', 'Malformed JSON body');
  }
}

export const parseBody = async <S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> =>
  parseWith(schema, await readJson(c));

export const parseQuery = <S extends z.ZodType>(c: Context, schema: S): z.infer<S> => parseWith(schema, c.req.query());

/** Path ids are whole numbers from 1 to ID_MAX (contract/src/limits.ts); anything else is simply not found. */
export function idParam(c: Context, name = 'id'): number {
  const id = idFromSegment(c.req.param(name));
  if (id === null) throw new HttpError('not_found', 'Not found');
  return id;
}
