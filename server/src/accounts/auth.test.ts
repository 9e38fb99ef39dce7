import { COMMON_PASSWORD, EMAIL_HIDDEN_CHARACTERS, EMAIL_MIXED_SCRIPTS } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { LOCKED_HERE, LOGIN_DELAY_STEP_MS } from './auth';
import { hashToken, SESSION_TTL_MS } from './sessions';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test picks its client address with X-Forwarded-For.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.now = () => new Date();
});

let n = 0;
const shopper = (o: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: `asha${++n}@example.in`,
  password: 'chikan-kurta-7',
  phone_number: '9876543210',
  ...o,
});
const body = async (res: Response) => res.json();
const login = (email: string, password: string, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/auth/login', { email, password }, headers);

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

  it("refuses a guest's email typed with another phone: that guest proved a phone the registrant did not", async () => {
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

describe('one person, one account (issue 20)', () => {
  // Each registration from its own address: the per-address limit is rate-limit.test.ts's business.
  let ip = 0;
  const from = () => ({ 'x-forwarded-for': `10.20.${Math.floor(++ip / 250)}.${ip % 250}` });
  const post = (input: Record<string, unknown>) => t.call('POST', '/api/auth/register', input, from());
  const register = (o: Record<string, unknown>) => post(shopper(o));
  const refused = async (res: Response, field: string, message: string) => {
    expect(res.status).toBe(400);
    expect((await body(res)).error).toEqual({ code: 'validation_failed', message, fields: { [field]: message } });
  };

  it.each(['123456', 'password', 'Password1', 'qwerty123', 'iloveyou', 'india123'])(
    'refuses the common password %s with 400 on password',
    async (password) => {
      await refused(await register({ password }), 'password', COMMON_PASSWORD);
    },
  );

  it('reports a common password only after the form rules, and before a taken email', async () => {
    await refused(await register({ password: '123456', phone_number: '98765' }), 'phone_number', MSG.phoneLength);
    const taken = shopper();
    expect((await post(taken)).status).toBe(201);
    await refused(await register({ email: taken.email, password: '123456' }), 'password', COMMON_PASSWORD);
  });

  it.each([
    ['a zero-width space', `asha\u200b${n}@example.in`],
    ['a zero-width joiner', `as\u200dha${n}@example.in`],
    ['a soft hyphen', `as\u00adha${n}@example.in`],
    ['a byte-order mark', `asha${n}@exam\ufeffple.in`],
    ['a right-to-left mark', `asha${n}\u200f@example.in`],
  ])('refuses an email with %s (400 on email)', async (_what, email) => {
    await refused(await register({ email }), 'email', EMAIL_HIDDEN_CHARACTERS);
  });

  it.each([
    ['Cyrillic а in a Latin address', `\u0430sha${n}@example.in`],
    ['Greek ο in a Latin domain', `asha${n}@gmail.c\u03bfm`],
    ['a Devanagari name at a Latin domain', 'आशा@example.in'],
  ])('refuses an email that mixes alphabets: %s', async (_what, email) => {
    await refused(await register({ email }), 'email', EMAIL_MIXED_SCRIPTS);
  });

  it('one person cannot register twice: zero-width, full-width and case variants of one email', async () => {
    const first = shopper();
    expect((await post(first)).status).toBe(201);
    const [local] = first.email.split('@');
    const fullWidth = `${[...local].map((c) => (/[a-z]/.test(c) ? String.fromCodePoint(c.codePointAt(0)! + 0xfee0) : c)).join('')}@example.in`;
    expect(fullWidth).not.toBe(first.email);
    const again = await register({ email: fullWidth });
    expect(again.status).toBe(409);
    expect((await register({ email: ` ${first.email.toUpperCase()} ` })).status).toBe(409);
    expect((await register({ email: first.email.replace('@', '\u200b@') })).status).toBe(400);
    // The full-width form logs in to the same account: emails are compared as stored.
    const res = await login(fullWidth, first.password);
    expect(res.status).toBe(200);
    expect((await body(res)).data.user.email).toBe(first.email);
  });

  it('stores the NFKC form of an email typed in full-width letters', async () => {
    const k = Date.now();
    const res = await register({ email: `ｍｅｅｒａ${k}@example.in` });
    expect(res.status).toBe(201);
    expect((await body(res)).data.user.email).toBe(`meera${k}@example.in`);
  });

  it('five registrations of one email at once (a double click): one 201, four 409, one row', async () => {
    const input = shopper();
    const variants = [input.email, input.email.toUpperCase(), input.email, ` ${input.email}`, input.email];
    const results = await Promise.all(
      variants.map((email) => t.call('POST', '/api/auth/register', { ...input, email }, from())),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409))
      expect((await body(r)).error).toMatchObject({ code: 'conflict', fields: { email: MSG.emailExists } });
    const rows = await t.db.select().from(users).where(sql`lower(${users.email}) = lower(${input.email})`);
    expect(rows).toHaveLength(1);
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

  it('5 failures from one address refuse that address for the account (429), right password too; the owner elsewhere logs in', async () => {
    const { user, password } = await createUser(t.db);
    const here = { 'x-forwarded-for': '203.0.113.50' };
    for (let i = 0; i < 5; i++) expect((await login(user.email, 'nope-nope', here)).status).toBe(401);
    const res = await login(user.email, password, here);
    expect(res.status).toBe(429);
    const { error } = await body(res);
    expect(error).toMatchObject({ code: 'rate_limited', message: LOCKED_HERE });
    expect(error.retry_after).toBeGreaterThan(14 * 60);
    expect(Number(res.headers.get('retry-after'))).toBe(error.retry_after);
    // The owner from another address is not locked out.
    expect((await login(user.email, password, { 'x-forwarded-for': '198.51.100.60' })).status).toBe(200);
    // The window ends: the first address may try again.
    t.deps.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await login(user.email, password, here)).status).toBe(200);
  });

  it('an unknown email is refused the same way after 5 failures (no hint which emails exist)', async () => {
    const { user } = await createUser(t.db);
    const here = { 'x-forwarded-for': '203.0.113.51' };
    const answers = [];
    for (const email of [user.email, `nobody-${++n}@example.in`]) {
      for (let i = 0; i < 5; i++) await login(email, 'nope-nope', here);
      const res = await login(email, 'nope-nope', here);
      answers.push({ status: res.status, error: { ...(await body(res)).error, retry_after: 0 } });
    }
    expect(answers[0].status).toBe(429);
    expect(answers[1]).toEqual(answers[0]);
  });

  it('failures on one account from many addresses slow every attempt on it; the right password still logs in', async () => {
    const { user, password } = await createUser(t.db);
    const from = (i: number) => ({ 'x-forwarded-for': `192.0.2.${i}` });
    // Up to the threshold, spread over addresses (each below its own limit): no wait.
    for (let i = 0; i < LIMITS.loginAccount.max; i++)
      expect((await login(user.email, 'nope-nope', from(i))).status).toBe(401);
    const timed = async (pw: string, i: number) => {
      const start = performance.now();
      const res = await login(user.email, pw, from(i));
      return { status: res.status, ms: performance.now() - start };
    };
    const first = await timed('nope-nope', 100); // 1 step past the threshold
    expect(first).toMatchObject({ status: 401 });
    expect(first.ms).toBeGreaterThanOrEqual(LOGIN_DELAY_STEP_MS - 20);
    const second = await timed('nope-nope', 101); // 2 steps
    expect(second.ms).toBeGreaterThanOrEqual(2 * LOGIN_DELAY_STEP_MS - 20);
    const owner = await timed(password, 102);
    expect(owner.status).toBe(200);
    expect(owner.ms).toBeGreaterThanOrEqual(3 * LOGIN_DELAY_STEP_MS - 20);
    // Another account is not slowed.
    const other = await createUser(t.db);
    const quick = performance.now();
    expect((await login(other.user.email, other.password, from(103))).status).toBe(200);
    expect(performance.now() - quick).toBeLessThan(LOGIN_DELAY_STEP_MS);
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
