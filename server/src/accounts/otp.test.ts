import { EMAIL_HIDDEN_CHARACTERS, EMAIL_MIXED_SCRIPTS } from '@store/contract/forms';
import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy each test's phone comes from its own IP, so the per-IP send limit
  // (tested in rate-limit.test.ts) does not add up across this file.
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.now = () => new Date();
});

// Each test uses its own phone so the per-phone send limit of one test does not touch another.
let seq = 0;
const newPhone = () => `70000${String(++seq).padStart(5, '0')}`;
const body = async (res: Response) => res.json();
const send = (phone: string, o: Record<string, string> = {}) =>
  t.call(
    'POST',
    '/api/auth/otp/send',
    { name: 'Guest Shopper', email: `guest-${phone}@example.in`, phone_number: phone, ...o },
    { 'x-forwarded-for': `203.0.113.9, 10.1.${phone.slice(-3, -1)}.${phone.slice(-1)}` },
  );
const verify = (phone: string, otp: string) => t.call('POST', '/api/auth/otp/verify', { phone_number: phone, otp });

async function latestCode(phone: string): Promise<string> {
  const res = await t.call('GET', `/api/dev/outbox?phone=${phone}`);
  expect(res.status).toBe(200);
  const { data } = await body(res);
  const code = data[0]?.message.match(/\b(\d{6})\b/)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  return code;
}
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('guest OTP login', () => {
  it('sends a code through the dev outbox and logs in a new guest', async () => {
    const phone = newPhone();
    const res = await send(`+91 ${phone}`, { email: `guest-${phone}@example.in` });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toEqual({ phone_number: phone, expires_in: 300 });
    const outbox = (await body(await t.call('GET', `/api/dev/outbox?phone=${phone}`))).data;
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ phone_number: phone, message: expect.stringContaining('valid for 5 minutes') });
    // Stored hashed: the code itself is nowhere in the table.
    const code = await latestCode(phone);
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.phoneNumber, phone));
    expect(row.codeHash).toMatch(/^\$argon2id\$/);
    expect(row.codeHash).not.toContain(code);

    const ok = await verify(phone, code);
    expect(ok.status).toBe(200);
    const { data } = await body(ok);
    expect(data.user).toEqual({
      id: expect.any(Number),
      name: 'Guest Shopper',
      email: `guest-${phone}@example.in`,
      phone_number: phone,
      gender: null,
      guest: true,
    });
    const me = await t.call('GET', '/api/auth/me', undefined, { authorization: `Token ${data.token}` });
    expect((await body(me)).data).toEqual(data.user);
  });

  it('refuses reuse of a code that already logged in', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(phone);
    expect((await verify(phone, code)).status).toBe(200);
    const again = await verify(phone, code);
    expect(again.status).toBe(400);
    expect((await body(again)).error).toMatchObject({ code: 'validation_failed', message: MSG.otpInvalid });
  });

  it('kills a code after 5 wrong tries: the right code on the 6th try is refused', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(phone);
    for (let i = 1; i <= 5; i++) {
      const res = await verify(phone, wrong(code));
      expect(res.status).toBe(400);
      expect((await body(res)).error).toMatchObject({ message: MSG.otpInvalid, attempts_left: 5 - i });
    }
    expect((await verify(phone, code)).status).toBe(400);
  });

  it('lets the right code through on the 5th try', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(phone);
    for (let i = 0; i < 4; i++) await verify(phone, wrong(code));
    expect((await verify(phone, code)).status).toBe(200);
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await latestCode(phone);
    t.deps.now = () => new Date(Date.now() + 5 * 60_000 + 1000);
    expect((await verify(phone, code)).status).toBe(400);
  });

  it('only the newest code works once a new one is sent', async () => {
    const phone = newPhone();
    await send(phone);
    const first = await latestCode(phone);
    await send(phone);
    const second = await latestCode(phone);
    if (first !== second) expect((await verify(phone, first)).status).toBe(400);
    expect((await verify(phone, second)).status).toBe(200);
  });

  it('allows 3 sends per phone in 10 minutes; the 4th answers 429 with retry_after', async () => {
    const phone = newPhone();
    for (let i = 0; i < 3; i++) expect((await send(phone)).status).toBe(200);
    const res = await send(phone);
    expect(res.status).toBe(429);
    const { error } = await body(res);
    expect(error.code).toBe('rate_limited');
    expect(error.retry_after).toBeGreaterThan(9 * 60);
    expect(error.retry_after).toBeLessThanOrEqual(600);
    expect(res.headers.get('retry-after')).toBe(String(error.retry_after));
    t.deps.now = () => new Date(Date.now() + 10 * 60_000 + 1000);
    expect((await send(phone)).status).toBe(200);
  });

  it.each([
    ['+14155550123', 'Enter a valid Indian mobile number'],
    ['5123456789', 'Enter a valid Indian mobile number'],
    ['98765', 'Enter a valid Indian mobile number'],
    ['', MSG.guestAllRequired],
  ])('refuses phone %s', async (phone, message) => {
    const res = await send(phone, { email: 'x@example.in' });
    expect(res.status).toBe(400);
    expect((await body(res)).error.fields.phone_number).toBe(message);
  });

  it('refuses a guest email with hidden characters or mixed alphabets, and stores the NFKC form', async () => {
    const hidden = await send(newPhone(), { email: 'guest\u200b@example.in' });
    expect(hidden.status).toBe(400);
    expect((await body(hidden)).error.fields).toEqual({ email: EMAIL_HIDDEN_CHARACTERS });
    const mixed = await send(newPhone(), { email: 'g\u0443est@example.in' }); // Cyrillic у
    expect((await body(mixed)).error.fields).toEqual({ email: EMAIL_MIXED_SCRIPTS });
    const phone = newPhone();
    await send(phone, { email: `ｇｕｅｓｔ-${phone}@example.in` });
    const { data } = await body(await verify(phone, await latestCode(phone)));
    expect(data.user.email).toBe(`guest-${phone}@example.in`);
  });

  it('asks for every field and a 6-digit OTP with the spec messages', async () => {
    const res = await t.call('POST', '/api/auth/otp/send', { name: '', email: 'a@b.in', phone_number: '9876543210' });
    expect((await body(res)).error.message).toBe(MSG.guestAllRequired);
    const v = await t.call('POST', '/api/auth/otp/verify', { otp: '123456' });
    expect((await body(v)).error.message).toBe(MSG.guestPhoneRequired);
    expect((await body(await verify(newPhone(), '12345'))).error.message).toBe(MSG.otpInvalid);
  });
});

describe('which account a verified phone opens', () => {
  it('refuses the email of a registered account with another phone on send (409, no SMS)', async () => {
    const { user } = await createUser(t.db);
    const phone = newPhone();
    const res = await send(phone, { email: user.email.toUpperCase() });
    expect(res.status).toBe(409);
    expect((await body(res)).error).toMatchObject({ code: 'conflict', fields: { email: MSG.emailExists } });
    expect((await body(await t.call('GET', `/api/dev/outbox?phone=${phone}`))).data).toEqual([]);
  });

  it('answers 409 on verify when the email was taken after the send', async () => {
    const phone = newPhone();
    const email = `late-${phone}@example.in`;
    await send(phone, { email });
    const code = await latestCode(phone);
    await createUser(t.db, { email });
    const res = await verify(phone, code);
    expect(res.status).toBe(409);
    expect((await body(res)).error).toMatchObject({ code: 'conflict', message: MSG.otpLoginFailed });
  });

  it("opens the registered account whose email and phone were given: a locked-out owner's way in", async () => {
    const phone = newPhone();
    const { user, password } = await createUser(t.db, { phone });
    const here = { 'x-forwarded-for': '203.0.113.77' };
    const login = (pw: string) => t.call('POST', '/api/auth/login', { email: user.email, password: pw }, here);
    for (let i = 0; i < 5; i++) await login('nope-nope');
    expect((await login(password)).status).toBe(429); // locked out from this address
    const sent = await send(phone, { name: 'Whoever', email: user.email.toUpperCase() });
    expect(sent.status).toBe(200);
    const res = await verify(phone, await latestCode(phone));
    expect(res.status).toBe(200);
    const { data } = await body(res);
    // That account, unchanged (the typed name is not taken), and no second account for the phone.
    expect(data.user).toMatchObject({ id: user.id, name: user.name, email: user.email, guest: false });
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
    const me = await t.call('GET', '/api/auth/me', undefined, { authorization: `Token ${data.token}` });
    expect((await body(me)).data.id).toBe(user.id);
  });

  it('never opens a registered account by its phone alone: another email makes a guest', async () => {
    const phone = newPhone();
    const { user } = await createUser(t.db, { phone });
    await send(phone);
    const { data } = await body(await verify(phone, await latestCode(phone)));
    expect(data.user.id).not.toBe(user.id);
    expect(data.user.guest).toBe(true);
  });

  it('returns to the same guest account by phone, its name and email unchanged by what was typed', async () => {
    const phone = newPhone();
    await send(phone);
    const first = (await body(await verify(phone, await latestCode(phone)))).data.user;
    await send(phone, { name: 'New Name', email: `new-${phone}@example.in` });
    const second = (await body(await verify(phone, await latestCode(phone)))).data.user;
    expect(second).toEqual(first);
    const rows = await t.db.select().from(users).where(eq(users.phoneNumber, phone));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Guest Shopper', email: `guest-${phone}@example.in` });
    // The typed email stays free: nobody's messages went to it.
    expect(
      await t.db
        .select()
        .from(users)
        .where(eq(users.email, `new-${phone}@example.in`)),
    ).toEqual([]);
  });

  it("a later OTP login with the guest's own email and another name keeps the name", async () => {
    const phone = newPhone();
    await send(phone);
    const first = (await body(await verify(phone, await latestCode(phone)))).data.user;
    await send(phone, { name: 'Someone Else' });
    const second = (await body(await verify(phone, await latestCode(phone)))).data.user;
    expect(second).toEqual(first);
  });

  it("refuses another guest's email: that guest proved a different phone", async () => {
    const a = newPhone();
    await send(a);
    await verify(a, await latestCode(a));
    const res = await send(newPhone(), { email: `guest-${a}@example.in` });
    expect(res.status).toBe(409);
  });
});
