import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { GUEST_PHONE_FIXED } from './profile';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const body = async (res: Response) => res.json();
const update = (b: unknown, auth: Record<string, string>) => t.call('PUT', '/api/auth/update/user', b, auth);

describe('PUT /api/auth/update/user', () => {
  it('changes name, phone and gender and ignores email, guest and id', async () => {
    const { user, auth } = await createUser(t.db);
    const res = await update(
      {
        name: 'Meera Iyer',
        phone_number: '9123456789',
        gender: 'Female',
        email: 'evil@example.in',
        guest: true,
        id: 1,
      },
      auth,
    );
    expect(res.status).toBe(200);
    expect((await body(res)).data).toEqual({
      id: user.id,
      name: 'Meera Iyer',
      email: user.email,
      phone_number: '9123456789',
      gender: 'Female',
      guest: false,
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ email: user.email, guest: false, name: 'Meera Iyer' });
    expect((await body(await t.call('GET', '/api/auth/me', undefined, auth))).data.gender).toBe('Female');
  });

  it('keeps the gender when it is not sent, clears it with null', async () => {
    const { auth } = await createUser(t.db);
    await update({ name: 'A', phone_number: '9123456789', gender: 'Others' }, auth);
    expect((await body(await update({ name: 'B', phone_number: '9123456789' }, auth))).data.gender).toBe('Others');
    expect((await body(await update({ name: 'B', phone_number: '9123456789', gender: null }, auth))).data.gender).toBe(
      null,
    );
  });

  it.each([
    [{ name: '', phone_number: '9123456789' }, 'name', MSG.nameRequired],
    [{ name: 'A', phone_number: '' }, 'phone_number', MSG.phoneRequired],
    [{ name: 'A', phone_number: '91234' }, 'phone_number', MSG.phoneLength],
    [{ name: 'A', phone_number: '1234567890' }, 'phone_number', 'Enter a valid Indian mobile number'],
    [{ name: 'A', phone_number: '9123456789', gender: 'Robot' }, 'gender', 'Choose Male, Female or Others'],
  ])('answers 400 for %o', async (b, field, message) => {
    const { auth } = await createUser(t.db);
    const res = await update(b, auth);
    expect(res.status).toBe(400);
    expect((await body(res)).error.fields[field]).toBe(message);
  });

  it('a guest cannot swap the phone it verified, but can change its name', async () => {
    const { user, auth } = await createUser(t.db, { guest: true, phone: '9000000001' });
    const res = await update({ name: 'G', phone_number: '9000000002' }, auth);
    expect(res.status).toBe(400);
    expect((await body(res)).error.fields.phone_number).toBe(GUEST_PHONE_FIXED);
    const ok = await update({ name: 'Guest Renamed', phone_number: user.phoneNumber }, auth);
    expect((await body(ok)).data).toMatchObject({ name: 'Guest Renamed', guest: true });
  });

  it('needs a login', async () => {
    expect((await t.call('PUT', '/api/auth/update/user', { name: 'A', phone_number: '9123456789' })).status).toBe(401);
  });
});
