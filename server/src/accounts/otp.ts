import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { AuthResult, OtpSendInput, OtpSent, OtpVerifyInput } from '@store/contract/accounts';
import { OTP_LENGTH } from '@store/contract/constants';
import { MSG } from '@store/contract/messages';
import { and, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { otpCodes } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, LIMITS } from '../http/rate-limit';
import { maskPhone } from '../log';
import { sendShopSms } from '../sms/sms-provider';
import { openGuestAccount, resolveGuest } from './guests';
import { checkPassword } from './passwords';
import { createSession } from './sessions';
import { emailTaken } from './users';

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_TRIES = 5;
export const TOO_MANY_SENDS = 'Too many OTP requests. Please try again later.';
const TOO_MANY_TRIES = 'Too many OTP attempts. Please try again later.';

const invalidOtp = (extra?: Record<string, unknown>) =>
  new HttpError('validation_failed', MSG.otpInvalid, { otp: MSG.otpInvalid }, extra);

export const otpMessage = (code: string, shopName: string) =>
  `${code} is your ${shopName} login OTP. It is valid for 5 minutes. Do not share it with anyone.`;

/**
 * Step 1. The code (6 digits from crypto.randomInt) is stored only as an argon2 hash: even a
 * leaked table cannot be brute-forced within the 5 minutes a code lives. The row is written
 * before the SMS goes out and deleted if the provider fails, so a failed send leaves no code.
 */
export async function sendOtp(deps: Deps, input: OtpSendInput, ip: string): Promise<OtpSent> {
  const phone = input.phone_number;
  await consume(deps, LIMITS.otpSendIp, ip, TOO_MANY_SENDS);
  await consume(deps, LIMITS.otpSendPhone, phone, TOO_MANY_SENDS);
  // Refuse early (no SMS spent) when the email belongs to someone else; verify checks again.
  if ((await resolveGuest(deps.db, phone, input.email)).kind === 'conflict') throw emailTaken(MSG.emailExists);
  await issueOtp(deps, { phone, name: input.name, email: input.email });
  return { phone_number: phone, expires_in: OTP_TTL_MS / 1000 };
}

/**
 * Writes a code for the phone and sends it (callers have counted the send against the limits).
 * Also the code a guest's registration is proved with (guest-upgrade.ts).
 */
export async function issueOtp(deps: Deps, o: { phone: string; name: string; email: string }): Promise<void> {
  const { db } = deps;
  const { phone } = o;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const now = deps.now();
  const [row] = await db
    .insert(otpCodes)
    .values({
      phoneNumber: phone,
      codeHash: await hash(code),
      name: o.name,
      email: o.email,
      createdAt: now,
      expiresAt: new Date(now.getTime() + OTP_TTL_MS),
    })
    .returning({ id: otpCodes.id });
  try {
    await sendShopSms(deps, phone, (shop) => otpMessage(code, shop.name));
  } catch (e) {
    await db.delete(otpCodes).where(eq(otpCodes.id, row.id));
    console.error(`[otp] SMS to ${maskPhone(phone)} failed:`, (e as Error).message);
    throw new HttpError('internal', MSG.otpSendFailed, undefined, undefined, 502);
  }
  // Only the newest code of a phone is live: older ones die once the new one is delivered.
  await db
    .update(otpCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(otpCodes.phoneNumber, phone),
        ne(otpCodes.id, row.id),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, now),
      ),
    );
}

/**
 * Step 2. Each try is counted (atomically, before the comparison) against the newest live code;
 * after 5 tries the code is dead. A right code is marked used in the same conditional UPDATE
 * that checks it is unused, so two parallel requests cannot both log in with it.
 */
export async function verifyOtp(deps: Deps, input: OtpVerifyInput): Promise<AuthResult> {
  const phone = input.phone_number;
  const live = await consumeOtp(deps, phone, input.otp);
  const now = deps.now();
  const user = await openGuestAccount(deps.db, { phone, name: live.name, email: live.email, now });
  const token = await createSession(deps.db, user.id, now);
  return { token, user };
}

/** The phone's newest live code, used up if `otp` is it; else 400 'Invalid OTP!' (tries counted). */
export async function consumeOtp(deps: Deps, phone: string, otp: string): Promise<typeof otpCodes.$inferSelect> {
  const { db } = deps;
  const now = deps.now();
  await consume(deps, LIMITS.otpVerifyPhone, phone, TOO_MANY_TRIES);
  const [live] = await db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.phoneNumber, phone),
        isNull(otpCodes.usedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, OTP_MAX_TRIES),
      ),
    )
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!live) {
    // Same argon2 cost as a real check: the answer's timing must not tell which phones hold a code.
    await checkPassword(null, otp);
    throw invalidOtp();
  }
  const [tried] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt), lt(otpCodes.attempts, OTP_MAX_TRIES)))
    .returning({ attempts: otpCodes.attempts });
  if (!tried) throw invalidOtp();
  if (!(await verify(live.codeHash, otp).catch(() => false)))
    throw invalidOtp({ attempts_left: OTP_MAX_TRIES - tried.attempts });
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, live.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw invalidOtp();
  return live;
}
