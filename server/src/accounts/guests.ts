import type { User } from '@store/contract/accounts';
import { MSG } from '@store/contract/messages';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { emailTaken, findUserByEmail, isUniqueViolation, presentUser } from './users';

type UserRow = typeof users.$inferSelect;
export type GuestTarget =
  | { kind: 'conflict' }
  | { kind: 'existing'; user: UserRow }
  | { kind: 'account'; user: UserRow }
  | { kind: 'new' };

/**
 * Which account a verified phone opens. The phone is the only thing an OTP proves; the name and
 * email are whatever was typed. So:
 * 1. the email belongs to a registered (password) account listing this phone -> that account,
 *    unchanged: its owner proves the phone, which is how a locked-out owner gets in (auth.ts);
 * 2. the email belongs to a registered account with another phone -> conflict;
 * 3. the email belongs to a guest with another phone -> conflict: that guest proved a different
 *    phone, and its orders and addresses are not this phone's to see;
 * 4. the email belongs to the guest of this phone -> that guest;
 * 5. the email is free and a guest of this phone exists -> that guest, unchanged;
 * 6. otherwise a new guest is created.
 * No OTP login changes an existing account's name or email (cases 1, 4, 5): what was typed in
 * the modal is not the shopper saying "change my details", and a silent change would hand the
 * account's messages to another address. The profile changes the name; a registration with the
 * guest's phone, proved by an OTP, gives it a new email (guest-upgrade.ts).
 * Both the email and the phone must match a registered account (registration does not verify
 * phones, and several accounts may list one phone), so the phone alone never opens one.
 * A conflict answers 409, which the modal shows as 'Email already exists!' on send and
 * 'Please use another email!' on verify.
 */
export async function resolveGuest(db: Db, phone: string, email: string): Promise<GuestTarget> {
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) {
    if (byEmail.phoneNumber !== phone) return { kind: 'conflict' };
    return byEmail.guest ? { kind: 'existing', user: byEmail } : { kind: 'account', user: byEmail };
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
  if (target.kind !== 'new') return presentUser(target.user);
  try {
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
