import { COMMON_PASSWORD } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { RESET_MSG } from '@store/contract/password-reset';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets, users } from '../db/schema';
import { LIMITS } from '../http/rate-limit';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { RESET_MAX_TRIES } from './password-reset';
import { settleResetDeliveries } from './reset-delivery';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test picks its own client address (X-Forwarded-For).
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await settleResetDeliveries();
  await t.close();
});
afterEach(() => {
  t.deps.now = () => new Date();
});

let seq = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${++seq}` });
const newPhone = () => `71000${String(++seq).padStart(5, '0')}`;
const body = async (res: Response) => res.json();
const NEW_PASSWORD = 'new-chikan-kurta-9';

const forgot = (email: string, headers = from()) => t.call('POST', '/api/auth/password/forgot', { email }, headers);
const reset = (b: Record<string, string>, headers = from()) =>
  t.call('POST', '/api/auth/password/reset', { password: NEW_PASSWORD, ...b }, headers);
const login = (email: string, password: string) => t.call('POST', '/api/auth/login', { email, password }, from());
const me = (auth: Record<string, string>) => t.call('GET', '/api/auth/me', undefined, auth);

async function smsCode(phone: string): Promise<string> {
  await settleResetDeliveries();
  const { data } = await body(await t.call('GET', `/api/dev/outbox?phone=${phone}`));
  const code = data[0]?.message.match(/\b(\d{6})\b/)?.[1];
  expect(data[0].message).toContain('password reset code');
  return code;
}
async function mailedToken(email: string): Promise<string> {
  await settleResetDeliveries();
  const { data } = await body(await t.call('GET', `/api/dev/mail?email=${encodeURIComponent(email)}`));
  const token = data[0]?.text.match(/\/login#reset=([A-Za-z0-9_-]{43})/)?.[1];
  expect(token).toBeTruthy();
  return token;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function account() {
  const phone = newPhone();
  const made = await createUser(t.db, { phone, email: `reset-${phone}@example.in` });
  return { ...made, phone };
}

describe('POST /api/auth/password/forgot', () => {
  it('answers an unknown email exactly as a registered one, and sends nothing for it', async () => {
    const { user, phone } = await account();
    const known = await forgot(user.email);
    const unknown = await forgot(`nobody-${phone}@example.in`);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const a = await body(known);
    expect(await body(unknown)).toEqual(a);
    expect(a).toEqual({ data: { sent: true, expires_in: 900, by_email: true } });
    expect(await smsCode(phone)).toMatch(/^\d{6}$/);
    const { data } = await body(await t.call('GET', `/api/dev/mail?email=nobody-${phone}@example.in`));
    expect(data).toEqual([]);
  });

  it('stores the code and the link only hashed', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const token = await mailedToken(user.email);
    const rows = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['code', 'link']);
    const text = JSON.stringify(rows);
    expect(text).not.toContain(token);
    expect(rows.find((r) => r.kind === 'code')?.secretHash).toMatch(/^\$argon2id\$/);
    expect(rows.find((r) => r.kind === 'code')?.secretHash).not.toContain(code);
  });

  it('refuses a malformed email with the field named, never a 500', async () => {
    for (const email of ['', 'not-an-email', 'a\u200b@b.in']) {
      const res = await forgot(email);
      expect(res.status).toBe(400);
      expect(Object.keys((await body(res)).error.fields)).toEqual(['email']);
    }
  });

  it('allows 3 requests per email in 15 minutes, the same for an unknown email (429 either way)', async () => {
    const { user, phone } = await account();
    for (const email of [user.email, `ghost-${phone}@example.in`]) {
      for (let i = 0; i < LIMITS.resetRequestAccount.max; i++) expect((await forgot(email)).status).toBe(200);
      const res = await forgot(email);
      expect(res.status).toBe(429);
      expect((await body(res)).error.message).toBe(RESET_MSG.tooManyRequests);
    }
  });

  it('limits requests per address', async () => {
    const here = from();
    for (let i = 0; i < LIMITS.resetRequestIp.max; i++)
      expect((await forgot(`many-${i}-${seq}@example.in`, here)).status).toBe(200);
    expect((await forgot(`many-last-${seq}@example.in`, here)).status).toBe(429);
  });
});

describe('POST /api/auth/password/reset', () => {
  it('by the SMS code: sets the password, ends every session, and the old password no longer works', async () => {
    const { user, phone, password, auth } = await account();
    const other = await createUser(t.db); // another account's session stays
    expect((await me(auth)).status).toBe(200);
    await forgot(user.email);
    const res = await reset({ email: user.email.toUpperCase(), code: await smsCode(phone) });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: { reset: true } });
    expect((await me(auth)).status).toBe(401);
    expect((await me(other.auth)).status).toBe(200);
    expect((await login(user.email, password)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('by the e-mailed link, which opens the login page with the token in its fragment', async () => {
    const { user, auth } = await account();
    await forgot(user.email);
    const token = await mailedToken(user.email);
    const { data } = await body(await t.call('GET', `/api/dev/mail?email=${encodeURIComponent(user.email)}`));
    expect(data[0].subject).toMatch(/Reset your .* password/);
    expect(data[0].text).toContain(`/login#reset=${token}`);
    expect((await reset({ token })).status).toBe(200);
    expect((await me(auth)).status).toBe(401);
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('is single use: the code, and the link beside it, fail once either was used', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const token = await mailedToken(user.email);
    expect((await reset({ email: user.email, code })).status).toBe(200);
    const again = await reset({ email: user.email, code, password: 'another-kurta-11' });
    expect(again.status).toBe(400);
    expect((await body(again)).error).toMatchObject({
      message: RESET_MSG.codeInvalid,
      fields: { code: RESET_MSG.codeInvalid },
    });
    const link = await reset({ token, password: 'another-kurta-11' });
    expect((await body(link)).error).toMatchObject({ fields: { token: RESET_MSG.linkInvalid } });
    expect((await login(user.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('two resets with one code at once: one succeeds', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const results = await Promise.all([reset({ email: user.email, code }), reset({ email: user.email, code })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it('expires after 15 minutes', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const token = await mailedToken(user.email);
    t.deps.now = () => new Date(Date.now() + 15 * 60_000 + 1000);
    expect((await reset({ email: user.email, code })).status).toBe(400);
    expect((await reset({ token })).status).toBe(400);
  });

  it('only the newest code and link work after a second request', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const first = await smsCode(phone);
    const firstToken = await mailedToken(user.email);
    await forgot(user.email);
    const second = await smsCode(phone);
    expect((await reset({ token: firstToken })).status).toBe(400);
    if (first !== second) expect((await reset({ email: user.email, code: first })).status).toBe(400);
    expect((await reset({ email: user.email, code: second })).status).toBe(200);
  });

  it(`kills a code after ${RESET_MAX_TRIES} wrong tries`, async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    for (let i = 0; i < RESET_MAX_TRIES; i++)
      expect((await reset({ email: user.email, code: wrong(code) })).status).toBe(400);
    expect((await reset({ email: user.email, code })).status).toBe(400);
  });

  it('answers a code for an unknown email exactly as a wrong code for a registered one', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const known = await reset({ email: user.email, code: wrong(code) });
    const unknown = await reset({ email: `nobody-${phone}@example.in`, code });
    expect(unknown.status).toBe(known.status);
    expect(await body(unknown)).toEqual(await body(known));
  });

  it('limits tries per email and per address', async () => {
    const { user } = await account();
    for (let i = 0; i < LIMITS.resetTryAccount.max; i++) await reset({ email: user.email, code: '000000' });
    const res = await reset({ email: user.email, code: '000000' });
    expect(res.status).toBe(429);
    expect((await body(res)).error.message).toBe(RESET_MSG.tooManyTries);
    const here = from();
    for (let i = 0; i < LIMITS.resetTryIp.max; i++)
      await reset({ email: `x${i}-${seq}@example.in`, code: '000000' }, here);
    expect((await reset({ email: `last-${seq}@example.in`, code: '000000' }, here)).status).toBe(429);
  });

  it('applies the registration rules and the common-password list, and a refused password keeps the code', async () => {
    const { user, phone } = await account();
    await forgot(user.email);
    const code = await smsCode(phone);
    const short = await reset({ email: user.email, code, password: 'abc' });
    expect((await body(short)).error.fields).toEqual({ password: MSG.passwordMin });
    const common = await reset({ email: user.email, code, password: 'password1' });
    expect(common.status).toBe(400);
    expect((await body(common)).error.fields).toEqual({ password: COMMON_PASSWORD });
    expect((await reset({ email: user.email, code })).status).toBe(200);
  });

  it('asks for the code, the email or a well-formed link', async () => {
    expect((await body(await reset({ email: 'a@b.in', code: '12' }))).error.fields).toEqual({
      code: RESET_MSG.codeFormat,
    });
    expect((await body(await reset({ code: '123456' }))).error.fields).toEqual({ email: MSG.emailRequired });
    expect((await body(await reset({ token: 'short' }))).error.fields).toEqual({ token: RESET_MSG.linkInvalid });
  });

  it("sets a guest's first password, making it a registered account", async () => {
    const phone = newPhone();
    const [guest] = await t.db
      .insert(users)
      .values({ name: 'G', email: `g-${phone}@example.in`, phoneNumber: phone, guest: true })
      .returning();
    await forgot(guest.email);
    expect((await reset({ email: guest.email, code: await smsCode(phone) })).status).toBe(200);
    const res = await login(guest.email, NEW_PASSWORD);
    expect((await body(res)).data.user).toMatchObject({ id: guest.id, guest: false });
  });
});
