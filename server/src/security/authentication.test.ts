import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, users } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

// Area 5 of SECURITY.md, in one process. The limits across two processes are in
// processes.test.ts; the single-process OTP and login rules in accounts/*.test.ts.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let seq = 0;
const newPhone = () => `71${String(process.pid % 1000).padStart(3, '0')}${String(++seq).padStart(5, '0')}`;
// each call from its own IP: the per-IP send limit is rate-limit.test.ts's business
const ip = () => ({ 'x-forwarded-for': `198.51.100.${seq % 250}` });
const send = (phone: string, email = `g${phone.replace(/\D/g, '')}@example.in`) =>
  t.call('POST', '/api/auth/otp/send', { name: 'Guest Shopper', email, phone_number: phone }, ip());
const verify = (phone: string, otp: string) =>
  t.call('POST', '/api/auth/otp/verify', { phone_number: phone, otp }, ip());
async function codeFor(phone: string): Promise<string> {
  const { data } = await (await t.call('GET', `/api/dev/outbox?phone=${phone}`)).json();
  return data[0].message.match(/\b(\d{6})\b/)[1];
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function timed(f: () => Promise<Response>) {
  const start = performance.now();
  const res = await f();
  return { ms: performance.now() - start, status: res.status, body: await res.json() };
}

describe('SMS goes only to Indian mobiles', () => {
  it('refuses foreign, landline, short and lookalike numbers before any SMS or code exists', async () => {
    const refused = [
      '+1 415 555 0100',
      '+44 7700 900123',
      '+92 3001234567',
      '+9198765432', // too short
      '+91 5123456789', // not a mobile series
      '0522 2612345', // Lucknow landline
      '+91 98765 432100', // one digit too many
      '+91-98765-4321O', // letter O
      '９８７６５４３２１０', // full-width digits
    ];
    for (const phone of refused) {
      const res = await send(phone, `x${++seq}@example.in`);
      expect(res.status, phone).toBe(400);
      expect((await res.json()).error.fields, phone).toEqual({ phone_number: 'Enter a valid Indian mobile number' });
    }
    const rows = await t.db.select().from(otpCodes);
    expect(rows).toEqual([]);
  });

  it('accepts the usual ways of writing a +91 mobile, all as one 10-digit number', async () => {
    for (const [i, form] of ['+91 9#', '919#', '09#', '9#'].entries()) {
      const phone = `9${newPhone().slice(1)}`;
      const res = await send(form.replace('9#', phone));
      expect(res.status, `${form} ${JSON.stringify(await res.clone().json())}`).toBe(200);
      expect((await res.json()).data.phone_number, String(i)).toBe(phone);
    }
  });
});

describe('OTP codes', () => {
  it('are bound to the phone they were sent to', async () => {
    const victim = newPhone();
    const attacker = newPhone();
    expect((await send(victim)).status).toBe(200);
    expect((await send(attacker)).status).toBe(200);
    const victimCode = await codeFor(victim);
    const res = await verify(attacker, victimCode);
    // (a one-in-a-million chance that both codes are equal is ruled out here)
    if (victimCode !== (await codeFor(attacker))) expect(res.status).toBe(400);
    const ok = await verify(victim, victimCode);
    expect(ok.status).toBe(200);
    expect((await ok.json()).data.user.phone_number).toBe(victim);
  });

  it('two verifications of one code at once: one session, never two', async () => {
    const phone = newPhone();
    await send(phone);
    const code = await codeFor(phone);
    const results = await Promise.all(Array.from({ length: 6 }, () => verify(phone, code)));
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400, 400, 400, 400]);
  });
});

describe('no way to tell who has an account', () => {
  it('OTP send answers a known guest phone and an unknown phone alike', async () => {
    const known = newPhone();
    await send(known);
    await verify(known, await codeFor(known)); // a guest account now exists for it
    const unknown = newPhone();
    const a = await timed(() => send(known));
    const b = await timed(() => send(unknown));
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(Object.keys(a.body.data)).toEqual(Object.keys(b.body.data));
    expect(a.body.data.expires_in).toBe(b.body.data.expires_in);
  });

  it('OTP verify answers alike, in about the same time, whether or not the phone has a live code', async () => {
    const withCode: number[] = [];
    const without: number[] = [];
    let a: Awaited<ReturnType<typeof timed>> | undefined;
    let b: Awaited<ReturnType<typeof timed>> | undefined;
    for (let i = 0; i < 5; i++) {
      const pending = newPhone();
      await send(pending);
      const wrong = String((Number(await codeFor(pending)) + 1) % 1e6).padStart(6, '0');
      a = await timed(() => verify(pending, wrong));
      b = await timed(() => verify(newPhone(), wrong));
      withCode.push(a.ms);
      without.push(b.ms);
    }
    expect(a?.status).toBe(400);
    expect(b?.status).toBe(400);
    expect(b?.body.error.message).toBe(a?.body.error.message);
    // an early return without the argon2 check would answer several times faster
    expect(median(without)).toBeGreaterThan(median(withCode) * 0.4);
  });

  it('login answers a registered email and a guest-only email alike', async () => {
    const { user } = await createUser(t.db, { password: 'right-password-1' });
    const [guest] = await t.db
      .insert(users)
      .values({ name: 'G', email: `guest-only-${seq}@example.in`, phoneNumber: newPhone(), guest: true })
      .returning();
    const a = await timed(() => t.call('POST', '/api/auth/login', { email: user.email, password: 'nope-nope-1' }));
    const b = await timed(() => t.call('POST', '/api/auth/login', { email: guest.email, password: 'nope-nope-1' }));
    expect([a.status, b.status]).toEqual([401, 401]);
    expect(b.body).toEqual(a.body);
    await t.db.delete(users).where(inArray(users.id, [guest.id]));
    expect(await t.db.select().from(users).where(eq(users.id, guest.id))).toEqual([]);
  });
});
