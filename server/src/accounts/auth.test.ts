import { MSG } from '@store/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { hashToken, SESSION_TTL_MS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.now = () => new Date();
});

let n = 0;
const shopper = (o: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: `asha${++n}@example.in`,
  password: 'secret123',
  phone_number: '9876543210',
  ...o,
});
const body = async (res: Response) => res.json();
const login = (email: string, password: string) => t.call('POST', '/api/auth/login', { email, password });

describe('POST /api/auth/register', () => {
  it('creates the account (201), hashes the password with argon2id and never returns it', async () => {
    const input = shopper({ guest: true, id: 999 });
    const res = await t.call('POST', '/api/auth/register', input);
    expect(res.status).toBe(201);
    const { data } = await body(res);
    expect(data.user).toEqual({
      id: expect.any(Number),
      name: 'Asha Verma',
      email: input.email,
      phone_number: '9876543210',
      gender: null,
      guest: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, data.user.id));
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.guest).toBe(false);
  });

  it('refuses a duplicate email whatever its case with 409 and a field error', async () => {
    const input = shopper();
    expect((await t.call('POST', '/api/auth/register', input)).status).toBe(201);
    const res = await t.call('POST', '/api/auth/register', { ...shopper(), email: input.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect((await body(res)).error).toMatchObject({ code: 'conflict', fields: { email: MSG.emailExists } });
  });

  it('refuses an email a guest uses (registration cannot claim a guest account)', async () => {
    const { user } = await createUser(t.db, { guest: true });
    const res = await t.call('POST', '/api/auth/register', shopper({ email: user.email }));
    expect(res.status).toBe(409);
  });

  it.each([
    [{ name: '' }, 'name', MSG.nameRequired],
    [{ email: '  ' }, 'email', MSG.emailRequired],
    [{ password: '' }, 'password', MSG.passwordRequired],
    [{ phone_number: undefined }, 'phone_number', MSG.phoneRequired],
    [{ phone_number: '98765' }, 'phone_number', MSG.phoneLength],
    [{ password: '12345' }, 'password', MSG.passwordMin],
    [{ email: 'asha.example.in' }, 'email', 'Enter a valid email address'],
    [{ phone_number: '1234567890' }, 'phone_number', 'Enter a valid Indian mobile number'],
  ])('answers 400 for %o with the spec message', async (override, field, message) => {
    const res = await t.call('POST', '/api/auth/register', shopper(override));
    expect(res.status).toBe(400);
    const { error } = await body(res);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toBe(message);
    expect(error.fields[field]).toBe(message);
  });

  it('reports the first failure in the spec order', async () => {
    const res = await t.call('POST', '/api/auth/register', { email: 'x', password: '1' });
    expect((await body(res)).error.message).toBe(MSG.nameRequired);
  });
});

describe('login, sessions, logout', () => {
  it('logs in with any email case and stores only the hash of the token', async () => {
    const input = shopper();
    await t.call('POST', '/api/auth/register', input);
    const res = await login(input.email.toUpperCase(), input.password);
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data.token.length).toBeGreaterThanOrEqual(43); // 32 random bytes, base64url
    expect(data.user).toMatchObject({ email: input.email, guest: false });
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, data.user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).toBe(hashToken(data.token));
    expect(stored[0].tokenHash).not.toContain(data.token);
    const me = await t.call('GET', '/api/auth/me', undefined, { authorization: `Token ${data.token}` });
    expect((await body(me)).data).toEqual(data.user);
  });

  it('answers a wrong password and an unknown email identically, in about the same time', async () => {
    const { user } = await createUser(t.db, { password: 'right-password' });
    const timed = async (email: string) => {
      const start = performance.now();
      const res = await login(email, 'wrong-password');
      return { ms: performance.now() - start, status: res.status, body: await body(res) };
    };
    const wrong: number[] = [];
    const unknown: number[] = [];
    let a = await timed(user.email);
    let b = await timed(`nobody${n}@example.in`);
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect(a.body).toEqual({ error: { code: 'unauthorized', message: MSG.loginFailed } });
    expect(b.body).toEqual(a.body);
    for (let i = 0; i < 3; i++) {
      a = await timed(user.email);
      b = await timed(`nobody${n}-${i}@example.in`);
      wrong.push(a.ms);
      unknown.push(b.ms);
    }
    // Both paths run one argon2 verification; an early return would be several times faster.
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[1];
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.4);
  });

  it('a guest account without a password cannot log in with any password', async () => {
    const [guest] = await t.db
      .insert(users)
      .values({ name: 'G', email: `guest${++n}@example.in`, phoneNumber: '9123456780', guest: true })
      .returning();
    expect((await login(guest.email, '')).status).toBe(400);
    expect((await login(guest.email, 'anything')).status).toBe(401);
  });

  it('locks an email after 5 failures in 15 minutes (429 with retry_after), even for the right password', async () => {
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'nope-nope')).status).toBe(401);
    const res = await login(user.email, password);
    expect(res.status).toBe(429);
    const { error } = await body(res);
    expect(error.code).toBe('rate_limited');
    expect(error.retry_after).toBeGreaterThan(14 * 60);
    expect(Number(res.headers.get('retry-after'))).toBe(error.retry_after);
    // The window ends: the right password works again.
    t.deps.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('a successful login clears earlier failures of that email', async () => {
    const { user, password } = await createUser(t.db);
    for (let i = 0; i < 4; i++) await login(user.email, 'nope-nope');
    expect((await login(user.email, password)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login(user.email, 'nope-nope')).status).toBe(401);
    expect((await login(user.email, password)).status).toBe(200);
  });

  it('logout ends the token', async () => {
    const { auth } = await createUser(t.db);
    expect((await t.call('GET', '/api/auth/me', undefined, auth)).status).toBe(200);
    const out = await t.call('POST', '/api/auth/logout', undefined, auth);
    expect(out.status).toBe(200);
    const me = await t.call('GET', '/api/auth/me', undefined, auth);
    expect(me.status).toBe(401);
    expect((await body(me)).error.code).toBe('unauthorized');
    expect((await t.call('POST', '/api/auth/logout', undefined, auth)).status).toBe(401);
  });

  it('refuses an expired session, and slides the expiry of a session in use', async () => {
    const { auth, token } = await createUser(t.db);
    // Used after 29 days: still valid, and the 30 days start again.
    t.deps.now = () => new Date(Date.now() + SESSION_TTL_MS - 24 * 3600_000);
    expect((await t.call('GET', '/api/auth/me', undefined, auth)).status).toBe(200);
    t.deps.now = () => new Date(Date.now() + SESSION_TTL_MS + 24 * 3600_000);
    expect((await t.call('GET', '/api/auth/me', undefined, auth)).status).toBe(200);
    // Expired in the database: refused.
    await t.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.tokenHash, hashToken(token)));
    t.deps.now = () => new Date();
    expect((await t.call('GET', '/api/auth/me', undefined, auth)).status).toBe(401);
  });

  it('refuses missing and malformed tokens', async () => {
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    const res = await t.call('GET', '/api/auth/me', undefined, { authorization: `Token ${'x'.repeat(43)}` });
    expect(res.status).toBe(401);
  });
});
