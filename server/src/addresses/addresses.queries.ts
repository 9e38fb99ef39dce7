import type { Address, AddressInput } from '@store/contract/accounts';
import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { addresses, pincodes } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/http-error';

export const MAX_ADDRESSES = 20;
export const PINCODE_UNKNOWN = 'This pincode is not in our directory';

type AddressRow = typeof addresses.$inferSelect;

export function presentAddress(a: AddressRow): Address {
  return {
    id: a.id,
    address_type: a.addressType as Address['address_type'],
    name: a.name,
    phone_number: a.phoneNumber,
    address_line_1: a.addressLine1,
    address_line_2: a.addressLine2,
    pin_code: a.pinCode,
    city: a.city,
    state: a.state,
    country: a.country,
  };
}

async function toColumns(db: Db, input: AddressInput) {
  const [known] = await db.select({ p: pincodes.pincode }).from(pincodes).where(eq(pincodes.pincode, input.pin_code));
  if (!known) throw badRequest(PINCODE_UNKNOWN, { pin_code: PINCODE_UNKNOWN });
  return {
    addressType: input.address_type,
    name: input.name,
    phoneNumber: input.phone_number,
    addressLine1: input.address_line_1,
    addressLine2: input.address_line_2 || null,
    pinCode: input.pin_code,
    city: input.city,
    state: input.state,
    country: input.country,
  };
}

/** Oldest first: the spec selects the first saved address by default at checkout. */
export async function listAddresses(db: Db, userId: number): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.id));
  return rows.map(presentAddress);
}

export async function createAddress(db: Db, userId: number, input: AddressInput): Promise<Address> {
  const values = await toColumns(db, input);
  const [{ n }] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  if (Number(n) >= MAX_ADDRESSES) throw new HttpError('conflict', `You can save at most ${MAX_ADDRESSES} addresses`);
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return presentAddress(row);
}

// Every statement is scoped by user id: another user's address id is simply not found (404).
export async function updateAddress(db: Db, userId: number, id: number, input: AddressInput): Promise<Address> {
  const values = await toColumns(db, input);
  const [row] = await db
    .update(addresses)
    .set(values)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  if (!row) throw notFound();
  return presentAddress(row);
}

/** Orders keep their own copy of the address, so deleting one never changes a past order. */
export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id });
  if (gone.length === 0) throw notFound();
}
