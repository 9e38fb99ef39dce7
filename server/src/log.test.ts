import { describe, expect, it } from 'vitest';
import { classifyDbError, DatabaseUnavailableError } from './db/db-errors';
import { describeError, maskPersonal, printable } from './log';

describe('log lines', () => {
  it('keep no SQL parameters, and mask e-mails and phones quoted in messages', () => {
    const driver = Object.assign(new Error('invalid input syntax for type integer: "asha@example.in"'), {
      code: '22P02',
      params: ['asha@example.in', '9876543210', '$argon2id$v=19$m=19456'],
    });
    const wrapped = new Error(
      'Failed query: insert into users (email, phone) values ($1, $2)\nparams: asha@example.in,9876543210,$argon2id$v=19',
      { cause: driver },
    );
    const line = describeError(wrapped);
    expect(line).toContain('[22P02]');
    expect(line).toContain('insert into users');
    expect(line).toContain('a***@example.in');
    expect(line).not.toContain('asha@');
    expect(line).not.toContain('9876543210');
    expect(line).not.toContain('argon2');
    expect(maskPersonal('call +919876543210 or 9876543210')).toBe('call +9******10 or 98******10');
  });
});

describe('database failures', () => {
  it('are classified by SQLSTATE through the wrapping error', () => {
    const wrap = (cause: unknown) => new Error('Failed query', { cause });
    expect(classifyDbError(wrap({ code: '23505' }))).toBe('unique');
    expect(classifyDbError(wrap({ code: '23503' }))).toBe('conflict');
    expect(classifyDbError(wrap({ code: '22003' }))).toBe('bad_input');
    expect(classifyDbError(wrap({ code: '57P01' }))).toBe('unavailable');
    expect(classifyDbError(wrap({ code: '40001' }))).toBe('unavailable');
    expect(classifyDbError(wrap({ code: 'ECONNREFUSED' }))).toBe('unavailable');
    expect(classifyDbError(wrap(new DatabaseUnavailableError('x')))).toBe('unavailable');
    expect(classifyDbError(wrap(new Error('Connection terminated unexpectedly')))).toBe('unavailable');
    expect(classifyDbError(new TypeError('x is undefined'))).toBeNull();
  });
});

describe('text a client chose', () => {
  it('cannot start a new log line or hide in control characters', () => {
    expect(printable('/api/x\n[1] GET /forged\u0000\u2028')).toBe('/api/x\\u000a[1] GET /forged\\u0000\\u2028');
  });
});
