import { createHash, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { OTP_LENGTH } from '@store/contract/constants';
import { type ForgotAnswer, RESET_MSG, RESET_TTL_MS } from '@store/contract/password-reset';
import type { ForgotInput, ResetInput } from '@store/contract/password-reset-input';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { passwordResets, sessions, users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, LIMITS, record } from '../http/rate-limit';
import { refuseCommonPassword } from './common-passwords';
import { checkPassword, hashPassword } from './passwords';
import { canEmailResetLinks, deliverLater, emailResetLink, resetLink, smsResetCode } from './reset-delivery';
import { findUserByEmail } from './users';

export const RESET_MAX_TRIES = 5;
type ResetRow = typeof passwordResets.$inferSelect;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const badCode = () => new HttpError('validation_failed', RESET_MSG.codeInvalid, { code: RESET_MSG.codeInvalid });
const badLink = () => new HttpError('validation_failed', RESET_MSG.linkInvalid, { token: RESET_MSG.linkInvalid });

/**
 * "Forgot password?" step 1. The answer is the same for every well-formed email, registered or
 * not (the limits are keyed by the email as typed, the code is hashed either way, and messages go
 * out after the answer). For an account: a 6-digit code (crypto.randomInt, argon2 hash) by SMS to
 * its phone, and a link (32 random bytes, SHA-256) to its email when e-mail is configured. Each
 * lives 15 minutes; a new request retires the account's older ones. The SMS also counts against
 * the phone's OTP send limit and is skipped, silently, past it.
 */
export async function forgotPassword(
  deps: Deps,
  input: ForgotInput,
  ip: string,
  origin: string,
): Promise<ForgotAnswer> {
  await consume(deps, LIMITS.resetRequestIp, ip, RESET_MSG.tooManyRequests);
  await consume(deps, LIMITS.resetRequestAccount, input.email, RESET_MSG.tooManyRequests);
  const byEmail = canEmailResetLinks(deps.env);
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const token = randomBytes(32).toString('base64url');
  const codeHash = await hash(code);
  const user = await findUserByEmail(deps.db, input.email);
  if (user) {
    const now = deps.now();
    const expiresAt = new Date(now.getTime() + RESET_TTL_MS);
    await deps.db
      .update(passwordResets)
      .set({ expiresAt: now })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)));
    const phone = /^\d{10}$/.test(user.phoneNumber) ? user.phoneNumber : null;
    if (phone && (await record(deps, LIMITS.otpSendPhone, phone)).count <= LIMITS.otpSendPhone.max) {
      await deps.db
        .insert(passwordResets)
        .values({ userId: user.id, kind: 'code', secretHash: codeHash, createdAt: now, expiresAt });
      deliverLater('reset code SMS', phone, () => smsResetCode(deps, phone, code));
    }
    if (byEmail) {
      await deps.db
        .insert(passwordResets)
        .values({ userId: user.id, kind: 'link', secretHash: sha256(token), createdAt: now, expiresAt });
      deliverLater('reset link e-mail', user.email, () => emailResetLink(deps, user.email, resetLink(origin, token)));
    }
  }
  return { sent: true, expires_in: RESET_TTL_MS / 1000, by_email: byEmail };
}

/**
 * Step 2: the new password with the SMS code (and the email) or the e-mailed link's token. The
 * password is checked (the registration's rules and the common-password list) before the code
 * is touched, so a refused password does not use the code up. Then, in one transaction: the
 * code or link is used (a conditional UPDATE, so two requests cannot both use it), every other
 * live code and link of the account dies, the password is set (a guest's too, which makes it a
 * registered account), and every session of the account ends.
 */
export async function resetPassword(deps: Deps, input: ResetInput, ip: string): Promise<{ reset: true }> {
  await consume(deps, LIMITS.resetTryIp, ip, RESET_MSG.tooManyTries);
  await refuseCommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  const row = input.token ? await findLink(deps, input.token) : await checkCode(deps, input.email, input.code);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.id, row.id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    if (!used) throw input.token ? badLink() : badCode();
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, row.userId), isNull(passwordResets.usedAt)));
    await tx.update(users).set({ passwordHash, guest: false }).where(eq(users.id, row.userId));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, row.userId), isNull(sessions.revokedAt)));
  });
  return { reset: true };
}

async function findLink(deps: Deps, token: string): Promise<ResetRow> {
  const [row] = await deps.db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.secretHash, sha256(token)),
        eq(passwordResets.kind, 'link'),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, deps.now()),
      ),
    )
    .limit(1);
  if (!row) throw badLink();
  return row;
}

/** The account's newest live code; each try counted before the comparison, 5 per code. */
async function checkCode(deps: Deps, email: string, code: string): Promise<ResetRow> {
  await consume(deps, LIMITS.resetTryAccount, email, RESET_MSG.tooManyTries);
  const user = await findUserByEmail(deps.db, email);
  const [live] = user
    ? await deps.db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.userId, user.id),
            eq(passwordResets.kind, 'code'),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, deps.now()),
            lt(passwordResets.attempts, RESET_MAX_TRIES),
          ),
        )
        .orderBy(desc(passwordResets.id))
        .limit(1)
    : [];
  if (!live) {
    // The same argon2 work as a real check: timing does not tell which emails hold a code.
    await checkPassword(null, code);
    throw badCode();
  }
  const [tried] = await deps.db
    .update(passwordResets)
    .set({ attempts: sql`${passwordResets.attempts} + 1` })
    .where(
      and(eq(passwordResets.id, live.id), isNull(passwordResets.usedAt), lt(passwordResets.attempts, RESET_MAX_TRIES)),
    )
    .returning({ id: passwordResets.id });
  if (!tried || !(await verify(live.secretHash, code).catch(() => false))) throw badCode();
  return live;
}
