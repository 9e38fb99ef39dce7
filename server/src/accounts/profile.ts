import type { UpdateUserInput, User } from '@store/contract/accounts';
import { eq } from 'drizzle-orm';
import type { SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest } from '../http/http-error';
import { presentUser } from './users';

export const GUEST_PHONE_FIXED = 'A guest account keeps the phone number it was verified with';

/**
 * Only name, phone and gender can change here; the schema drops every other key (email, guest,
 * id). A guest's phone is the credential it logs in with (OTP), so it cannot be swapped for
 * another number that nobody verified.
 */
export async function updateUser(db: Db, user: SessionUser, input: UpdateUserInput): Promise<User> {
  if (user.guest && input.phone_number !== user.phoneNumber)
    throw badRequest(GUEST_PHONE_FIXED, { phone_number: GUEST_PHONE_FIXED });
  const [row] = await db
    .update(users)
    .set({
      name: input.name,
      phoneNumber: input.phone_number,
      ...(input.gender !== undefined && { gender: input.gender }),
    })
    .where(eq(users.id, user.id))
    .returning();
  return presentUser(row);
}
