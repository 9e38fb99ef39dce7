import type { RegisterInput, User } from '@store/contract/accounts';
import type { RegisterVerify } from '@store/contract/guest-register';
import { MSG } from '@store/contract/messages';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Deps } from '../app-env';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { consume, LIMITS } from '../http/rate-limit';
import { consumeOtp, issueOtp, OTP_TTL_MS, TOO_MANY_SENDS } from './otp';
import { hashPassword } from './passwords';
import { emailTaken, findUserByEmail, isUniqueViolation, presentUser } from './users';

type UserRow = typeof users.$inferSelect;

/**
 * The guest (made by OTP login, no password) a registration becomes, so that its orders and
 * addresses stay with the shopper instead of splitting into a second account:
 * - the email is a guest's with the same phone -> that guest;
 * - the email is anyone else's (a registered account, or a guest of another phone) -> 'taken',
 *   the 409 'Email already exists!' of before: the registrant cannot prove that guest's phone;
 * - the email is free and a guest of this phone exists -> that guest (the newest).
 * Only the phone was ever proved for a guest, so the registration must prove it too: register()
 * answers 202 and sends an OTP to that phone, and only a right code merges (registerGuest).
 */
export async function guestToRegister(db: Db, email: string, phone: string): Promise<UserRow | 'taken' | null> {
  const byEmail = await findUserByEmail(db, email);
  if (byEmail) return byEmail.guest && !byEmail.passwordHash && byEmail.phoneNumber === phone ? byEmail : 'taken';
  const [byPhone] = await db
    .select()
    .from(users)
    .where(and(eq(users.phoneNumber, phone), eq(users.guest, true), isNull(users.passwordHash)))
    .orderBy(desc(users.id))
    .limit(1);
  return byPhone ?? null;
}

/**
 * Without `otp`: sends one to the guest's phone (the OTP send limits apply) and answers what to
 * ask for. With the right `otp`: the guest row becomes the registered account, with the name,
 * email and password typed (the shopper said so by registering); the phone stays the proved one.
 * The conditional UPDATE only takes a row that is still a password-less guest of this phone.
 */
export async function registerGuest(
  deps: Deps,
  guest: UserRow,
  input: RegisterInput & { otp: string },
  ip: string,
): Promise<User | RegisterVerify> {
  const phone = guest.phoneNumber;
  if (!input.otp) {
    await consume(deps, LIMITS.otpSendIp, ip, TOO_MANY_SENDS);
    await consume(deps, LIMITS.otpSendPhone, phone, TOO_MANY_SENDS);
    await issueOtp(deps, { phone, name: input.name, email: input.email });
    return { verify_phone: { phone_number: phone, expires_in: OTP_TTL_MS / 1000 } };
  }
  await consumeOtp(deps, phone, input.otp);
  const passwordHash = await hashPassword(input.password);
  try {
    const [user] = await deps.db
      .update(users)
      .set({ name: input.name, email: input.email, passwordHash, guest: false })
      .where(
        and(eq(users.id, guest.id), eq(users.guest, true), isNull(users.passwordHash), eq(users.phoneNumber, phone)),
      )
      .returning();
    if (!user) throw emailTaken(MSG.emailExists);
    return presentUser(user);
  } catch (e) {
    if (isUniqueViolation(e)) throw emailTaken(MSG.emailExists);
    throw e;
  }
}
