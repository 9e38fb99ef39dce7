import { sqlState } from './db/db-errors';

// Logs name what failed and where, never who: no SQL parameters, tokens, OTPs, password hashes,
// and phones and e-mails masked wherever they appear in a message.

/** 98******10: enough to tell two shoppers apart in a log, not to reach either. */
export const maskPhone = (phone: string) => `${phone.slice(0, 2)}******${phone.slice(-2)}`;

/** a***@example.in */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
};

/** Control characters escaped, so text a client chose (a path, a header) cannot forge log lines. */
export const printable = (text: string) =>
  text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
    /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/** Masks every e-mail and phone-like run of digits in free text (error messages quote values). */
export function maskPersonal(text: string): string {
  return text
    .replace(/[^\s"'(),;:<>]+@[^\s"'(),;:<>]+/g, maskEmail)
    .replace(/(?<!\d)(?:\+?91)?\d{10}(?!\d)/g, (digits) => maskPhone(digits));
}

/**
 * One error as a log line: its name, SQLSTATE, message and stack frames. Drizzle's message
 * carries the statement's parameters after "params:", and PGlite's and pg's errors carry the
 * query and its values as fields: only the message's first part and the frames are kept.
 */
export function describeError(err: unknown): string {
  if (!(err instanceof Error)) return maskPersonal(String(err)).slice(0, 300);
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const message = maskPersonal(e.message.split('\nparams:')[0] ?? '').slice(0, 600);
    const state = depth === 0 ? sqlState(err) : undefined;
    parts.push(`${depth ? 'caused by ' : ''}${e.name}${state ? ` [${state}]` : ''}: ${message}`);
  }
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((line) => line.startsWith('    at '))
    .slice(0, 8);
  return [...parts, ...frames].join('\n');
}
