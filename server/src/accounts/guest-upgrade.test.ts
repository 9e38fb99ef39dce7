import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, users } from '../db/schema';
import { createAddress, createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

let seq = 0;
const from = () => ({ 'x-forwarded-for': `192.0.2.${++seq}` });
const newPhone = () => `72000${String(++seq).padStart(5, '0')}`;
const body = async (res: Response) => res.json();
const PASSWORD = 'chikan-kurta-7';

const register = (b: Record<string, string>) =>
  t.call('POST', '/api/auth/register', { name: 'Asha Verma', password: PASSWORD, ...b }, from());
async function latestCode(phone: string): Promise<string> {
  const { data } = await body(await t.call('GET', `/api/dev/outbox?phone=${phone}`));
  return data[0]?.message.match(/\b(\d{6})\b/)?.[1];
}
/** A guest as OTP login makes it, with an address and an order. */
async function guestWithOrder() {
  const phone = newPhone();
  await t.call(
    'POST',
    '/api/auth/otp/send',
    { name: 'G', email: `g-${phone}@example.in`, phone_number: phone },
    from(),
  );
  const res = await t.call('POST', '/api/auth/otp/verify', { phone_number: phone, otp: await latestCode(phone) });
  const { data } = await body(res);
  const address = await createAddress(t.db, data.user.id);
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: data.user.id,
      address: {
        address_type: address.addressType,
        name: address.name,
        phone_number: address.phoneNumber,
        address_line_1: address.addressLine1,
        address_line_2: address.addressLine2,
        pin_code: address.pinCode,
        city: address.city,
        state: address.state,
        country: address.country,
      },
      subtotalPaise: 100000,
      totalPaise: 100000,
      paymentMode: 'COD',
      status: 'Placed',
    })
    .returning();
  return { phone, guest: data.user, token: data.token as string, order };
}

describe('a guest who registers becomes that account, with its orders', () => {
  it("with the guest's email and phone: 202 and an OTP, then 201 with the same account and its orders", async () => {
    const { phone, guest, order } = await guestWithOrder();
    const first = await register({ email: guest.email, phone_number: phone });
    expect(first.status).toBe(202);
    expect(await body(first)).toEqual({ data: { verify_phone: { phone_number: phone, expires_in: 300 } } });
    const done = await register({ email: guest.email, phone_number: phone, otp: await latestCode(phone) });
    expect(done.status).toBe(201);
    const { data } = await body(done);
    expect(data.user).toMatchObject({ id: guest.id, email: guest.email, name: 'Asha Verma', guest: false });
    expect(await t.db.select().from(users).where(eq(users.phoneNumber, phone))).toHaveLength(1);
    const login = await t.call('POST', '/api/auth/login', { email: guest.email, password: PASSWORD }, from());
    const { token, user } = (await body(login)).data;
    expect(user.id).toBe(guest.id);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept.userId).toBe(user.id);
    // The guest's session (the same phone proved it) still opens the same account.
    const me = await t.call('GET', '/api/auth/me', undefined, { authorization: `Token ${token}` });
    expect((await body(me)).data).toMatchObject({ id: guest.id, guest: false });
  });

  it("with a new email and the guest's phone: the guest takes the new email once the phone is proved", async () => {
    const { phone, guest } = await guestWithOrder();
    const email = `new-${phone}@example.in`;
    expect((await register({ email, phone_number: phone })).status).toBe(202);
    const done = await register({ email, phone_number: phone, otp: await latestCode(phone) });
    expect(done.status).toBe(201);
    expect((await body(done)).data.user).toMatchObject({ id: guest.id, email, guest: false });
  });

  it("refuses the guest's email typed with another phone (409), sends no SMS, and leaves the guest as it was", async () => {
    const { phone, guest } = await guestWithOrder();
    const other = newPhone();
    const res = await register({ email: guest.email, phone_number: other });
    expect(res.status).toBe(409);
    expect((await body(res)).error.fields).toEqual({ email: MSG.emailExists });
    expect(await latestCode(other)).toBeUndefined();
    const [row] = await t.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ guest: true, passwordHash: null, phoneNumber: phone });
  });

  it('a wrong or missing code merges nothing; the guest keeps logging in by OTP', async () => {
    const { phone, guest } = await guestWithOrder();
    await register({ email: guest.email, phone_number: phone });
    const code = await latestCode(phone);
    const bad = await register({
      email: guest.email,
      phone_number: phone,
      otp: code === '000000' ? '111111' : '000000',
    });
    expect(bad.status).toBe(400);
    expect((await body(bad)).error.fields).toEqual({ otp: MSG.otpInvalid });
    const [row] = await t.db.select().from(users).where(eq(users.id, guest.id));
    expect(row).toMatchObject({ guest: true, passwordHash: null });
  });

  it('a registered account (a password) is never merged: its email stays 409 whatever the phone', async () => {
    const phone = newPhone();
    const { user } = await createUser(t.db, { phone });
    expect((await register({ email: user.email, phone_number: phone })).status).toBe(409);
    // A registration with another email and that phone is a new account (phones are not unique).
    const res = await register({ email: `second-${phone}@example.in`, phone_number: phone });
    expect(res.status).toBe(201);
    expect((await body(res)).data.user.id).not.toBe(user.id);
  });

  it('the OTP send limits hold for registration codes', async () => {
    const { phone, guest } = await guestWithOrder(); // its login used 1 of the 3 sends
    expect((await register({ email: guest.email, phone_number: phone })).status).toBe(202);
    expect((await register({ email: guest.email, phone_number: phone })).status).toBe(202);
    expect((await register({ email: guest.email, phone_number: phone })).status).toBe(429);
  });
});
