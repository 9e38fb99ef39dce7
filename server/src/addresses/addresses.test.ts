import { MSG } from '@store/contract/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses, pincodes } from '../db/schema';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';
import { MAX_ADDRESSES, PINCODE_UNKNOWN } from './addresses.queries';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db
    .insert(pincodes)
    .values([
      { pincode: '226001', location: 'Hazratganj', district: 'Lucknow', state: 'Uttar Pradesh' },
      { pincode: '560001', location: 'Bengaluru GPO', district: 'Bengaluru', state: 'Karnataka' },
    ])
    .onConflictDoNothing();
});
afterAll(() => t.close());

const home = {
  name: 'Asha Verma',
  phone_number: '9876543210',
  address_line_1: '12 Park Road',
  pin_code: '226001',
  city: 'Lucknow',
  state: 'Uttar Pradesh',
};
const body = async (res: Response) => res.json();

describe('addresses', () => {
  it('creates with the defaults Home and India, lists, updates and deletes', async () => {
    const { auth } = await createUser(t.db);
    expect((await body(await t.call('GET', '/api/auth/address', undefined, auth))).data).toEqual([]);

    const created = await t.call('POST', '/api/auth/address', { ...home, user_id: 1, id: 77 }, auth);
    expect(created.status).toBe(201);
    const a = (await body(created)).data;
    expect(a).toEqual({
      id: expect.any(Number),
      address_type: 'Home',
      name: 'Asha Verma',
      phone_number: '9876543210',
      address_line_1: '12 Park Road',
      address_line_2: null,
      pin_code: '226001',
      city: 'Lucknow',
      state: 'Uttar Pradesh',
      country: 'India',
    });
    expect(a.id).not.toBe(77);

    const office = {
      ...home,
      address_type: 'Office',
      address_line_2: 'Floor 3',
      pin_code: '560001',
      city: 'Bengaluru',
    };
    const b = (await body(await t.call('POST', '/api/auth/address', office, auth))).data;
    const list = (await body(await t.call('GET', '/api/auth/address', undefined, auth))).data;
    expect(list.map((x: { id: number }) => x.id)).toEqual([a.id, b.id]);

    const upd = await t.call(
      'PUT',
      `/api/auth/address/${a.id}`,
      { ...home, address_type: 'Other', name: 'Ravi' },
      auth,
    );
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ id: a.id, address_type: 'Other', name: 'Ravi' });

    const del = await t.call('DELETE', `/api/auth/address/${a.id}`, undefined, auth);
    expect(del.status).toBe(200);
    const after = (await body(await t.call('GET', '/api/auth/address', undefined, auth))).data;
    expect(after.map((x: { id: number }) => x.id)).toEqual([b.id]);
    expect((await t.call('DELETE', `/api/auth/address/${a.id}`, undefined, auth)).status).toBe(404);
  });

  it("answers 404 for another user's address and leaves it unchanged", async () => {
    const owner = await createUser(t.db);
    const other = await createUser(t.db);
    const a = (await body(await t.call('POST', '/api/auth/address', home, owner.auth))).data;
    const put = await t.call('PUT', `/api/auth/address/${a.id}`, { ...home, name: 'Mallory' }, other.auth);
    expect(put.status).toBe(404);
    expect((await t.call('DELETE', `/api/auth/address/${a.id}`, undefined, other.auth)).status).toBe(404);
    expect((await body(await t.call('GET', '/api/auth/address', undefined, other.auth))).data).toEqual([]);
    const [row] = await t.db.select().from(addresses).where(eq(addresses.id, a.id));
    expect(row).toMatchObject({ name: 'Asha Verma', userId: owner.user.id });
  });

  it('refuses a pincode that is not in the directory (400 on pin_code)', async () => {
    const { auth } = await createUser(t.db);
    const res = await t.call('POST', '/api/auth/address', { ...home, pin_code: '012345' }, auth);
    expect(res.status).toBe(400);
    expect((await body(res)).error.fields).toEqual({ pin_code: PINCODE_UNKNOWN });
  });

  it.each([
    [{ name: '' }, 'name', MSG.nameRequired],
    [{ phone_number: '98765' }, 'phone_number', MSG.contactPhoneDigits],
    [{ address_line_1: ' ' }, 'address_line_1', 'Address line 1 is required'],
    [{ pin_code: '2260' }, 'pin_code', 'Enter a valid 6-digit pincode'],
    [{ city: '' }, 'city', 'City is required'],
    [{ address_type: 'Castle' }, 'address_type', 'Choose Home, Office or Other'],
  ])('answers 400 for %o', async (override, field, message) => {
    const { auth } = await createUser(t.db);
    const res = await t.call('POST', '/api/auth/address', { ...home, ...override }, auth);
    expect(res.status).toBe(400);
    expect((await body(res)).error.fields[field]).toBe(message);
  });

  it(`keeps at most ${MAX_ADDRESSES} addresses per user`, async () => {
    const { user, auth } = await createUser(t.db);
    await t.db.insert(addresses).values(
      Array.from({ length: MAX_ADDRESSES }, () => ({
        userId: user.id,
        name: 'x',
        phoneNumber: '9876543210',
        addressLine1: 'x',
        pinCode: '226001',
        city: 'Lucknow',
        state: 'Uttar Pradesh',
      })),
    );
    const res = await t.call('POST', '/api/auth/address', home, auth);
    expect(res.status).toBe(409);
  });

  it('needs a login, and treats a malformed id as not found', async () => {
    expect((await t.call('GET', '/api/auth/address')).status).toBe(401);
    expect((await t.call('POST', '/api/auth/address', home)).status).toBe(401);
    const { auth } = await createUser(t.db);
    expect((await t.call('PUT', '/api/auth/address/abc', home, auth)).status).toBe(404);
  });
});
