import type { AuthResult, LoginInput, RegisterInput, User } from '@store/contract/accounts';
import type { RegisterVerify } from '@store/contract/guest-register';
import { MSG } from '@store/contract/messages';
import type { Deps } from '../app-env';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, counted, ensureAllowed, LIMITS, record, reset } from '../http/rate-limit';
import { refuseCommonPassword } from './common-passwords';
import { guestToRegister, registerGuest } from './guest-upgrade';
import { checkPassword, hashPassword } from './passwords';
import { createSession } from './sessions';
import { emailTaken, findUserByEmail, presentUser } from './users';

const LOCKED = 'Too many failed logins. Please try again later.';
/** The owner of a locked account logs in by OTP to its phone (Login via OTP on the login page). */
export const LOCKED_HERE = 'Too many failed logins. Please try again later or use Login via OTP.';

/**
 * A registered account's email blocks registration (409). A guest's email or phone does not:
 * the guest becomes this account once the registrant proves the guest's phone by OTP
 * (guest-upgrade.ts); a guest's email typed with another phone is refused like a registered one,
 * since letting a registration claim it would hand that guest's orders and addresses to whoever
 * types their email. Two registrations racing for one email (a double click): the unique
 * index decides, and ON CONFLICT DO NOTHING makes the loser an empty insert, answered 409,
 * instead of a database error.
 */
export async function register(
  deps: Deps,
  input: RegisterInput & { otp: string },
  ip: string,
): Promise<User | RegisterVerify> {
  await consume(deps, LIMITS.registerIp, ip);
  await refuseCommonPassword(input.password);
  const { db } = deps;
  const guest = await guestToRegister(db, input.email, input.phone_number);
  if (guest === 'taken') throw emailTaken(MSG.emailExists);
  if (guest) return registerGuest(deps, guest, input, ip);
  const passwordHash = await hashPassword(input.password);
  const [user] = await db
    .insert(users)
    .values({
      name: input.name,
      email: input.email,
      phoneNumber: input.phone_number,
      passwordHash,
      guest: false,
      createdAt: deps.now(),
    })
    .onConflictDoNothing()
    .returning();
  if (!user) throw emailTaken(MSG.emailExists);
  return presentUser(user);
}

/** Beyond LIMITS.loginAccount.max failures, each further failure adds this much wait, up to the cap. */
export const LOGIN_DELAY_STEP_MS = 500;
export const LOGIN_DELAY_CAP_MS = 5000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Wrong email and wrong password answer the same 401 after the same argon2 work, and every
 * counter below is keyed by the email (NFKC, any case), so an unknown email counts like a real one.
 * Failures slow the attacker, not the owner (policy in SECURITY.md):
 * - per IP: past LIMITS.loginIp failures that address is refused (checked before hashing);
 * - per account and IP: attempts counted before the check and cleared by a success, so parallel
 *   guesses cannot slip past; the 6th refuses that address for that account only;
 * - per account from every IP: past LIMITS.loginAccount failures each attempt waits longer (a
 *   botnet pays in time), but the right password still logs in, and the phone's OTP always does.
 */
export async function login(deps: Deps, input: LoginInput, ip: string): Promise<AuthResult> {
  await ensureAllowed(deps, LIMITS.loginIp, ip, LOCKED);
  const pair = `${input.email}\n${ip}`;
  await consume(deps, LIMITS.loginAccountIp, pair, LOCKED_HERE);
  const over = (await counted(deps, LIMITS.loginAccount, input.email)) - LIMITS.loginAccount.max;
  if (over >= 0) await sleep(Math.min((over + 1) * LOGIN_DELAY_STEP_MS, LOGIN_DELAY_CAP_MS));
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await record(deps, LIMITS.loginIp, ip);
    await record(deps, LIMITS.loginAccount, input.email);
    throw new HttpError('unauthorized', MSG.loginFailed);
  }
  await reset(deps, LIMITS.loginAccountIp, pair);
  const token = await createSession(deps.db, user.id, deps.now());
  return { token, user: presentUser(user) };
}
