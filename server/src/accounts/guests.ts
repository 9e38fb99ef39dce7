import type { User } from '@store/contract/accounts';
import { MSG } from '@store/contract/messages';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { emailTaken, findUserByEmail, isUniqueViolation, presentUser } from './users';

type UserRow = typeof users.$inferSelect;
export type GuestTarget = { kind: 'conflict' } | { kind: 'existing'; user: UserRow } | { kind: 'new' };

/**
 * Which account a verified phone opens. The phone is the only thing an OTP proves; the name and
 * email are whatever the guest typed. So:
 * 1. the email belongs to a registered (password) account -> conflict: an OTP never opens a
 *    password account, whatever phone that account lists (registration does not verify phones);
 * 2. the email belongs to a guest with another phone -> conflict: that guest proved a different
 *    phone, and its orders and addresses are not this phone's to see;
 * 3. the email belongs to the guest of this phone -> that guest;
 * 4. the email is free and a guest of this phone exists -> that guest (it takes the new email);
 * 5. otherwise a new guest is created.
 * A conflict answers 409, which the modal shows as 'Email already exists!' on send and
 * 'Please use another email!' on verify. Registered accounts with this phone are never matched.
 */
export async function resolveGuest(db: Db, phone: string, email: string): Promise<GuestTarget> {
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (!byEmail.guest || byEmail.phoneNumber !== phone) return { kind: 'conflict' };
    return { kind: 'existing', user: byEmail };
  }
  const [byPhone] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.guest, true)))
    .orderBy(desc(users.id))
    .limit(1);
  return byPhone ? { kind: 'existing', user: byPhone } : { kind: 'new' };
}

export async function openGuestAccount(
  db: Db,
  g: { phone: string; name: string; email: string; now: Date },
): Promise<User> {
  const target = await resolveGuest(db, g.phone, g.email);
  if (target.kind === 'conflict') throw emailTaken(MSG.otpLoginFailed);
  try {
    if (target.kind === 'existing') {
      const [user] = await db
        .update(users)
        .set({ name: g.name, email: g.email })
        .where(eq(users.id, target.user.id))
        .returning();
      return presentUser(user);
    }
    const [user] = await db
      .insert(users)
      .values({ name: g.name, email: g.email, phoneNumber: g.phone, guest: true, createdAt: g.now })
      .returning();
    return presentUser(user);
  } catch (e) {
    // Someone took the email between the check and the write.
    if (isUniqueViolation(e)) throw emailTaken(MSG.otpLoginFailed);
    throw e;
  }
}
