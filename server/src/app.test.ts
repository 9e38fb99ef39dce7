import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('API errors', () => {
  it('answers unknown API routes with a JSON 404 in the one error shape', async () => {
    const res = await t.call('GET', '/api/no/such/route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t.call('POST', '/api/general/contact-us', { message: 'x'.repeat(100_000) });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('validation_failed');
  });

  it('sets protective headers on every answer', async () => {
    const res = await t.call('GET', '/api/no/such/route');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    // plain HTTP (a proxy in front speaks HTTPS and sets HSTS itself): listen.test.ts has the HTTPS case
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });
});
