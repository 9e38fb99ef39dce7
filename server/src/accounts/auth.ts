import type { AuthResult, LoginInput, RegisterInput, User } from '@store/contract/accounts';
import { MSG } from '@store/contract/messages';
import type { Deps } from '../app-env';
import { users } from '../db/schema';
import { HttpError } from '../http-error';
import { consume, ensureAllowed, LIMITS, record, reset } from '../rate-limit';
import { checkPassword, hashPassword } from './passwords';
import { createSession } from './sessions';
import { emailTaken, findUserByEmail, isUniqueViolation, presentUser } from './users';

const LOCKED = 'Too many failed logins. Please try again later.';

/**
 * Any existing row with the email blocks registration, a guest row included: neither the email
 * nor the phone is verified at registration, so letting a registration claim a guest row would
 * hand that guest's orders and addresses to whoever types their email. Guests keep logging in
 * by OTP on their phone.
 */
export async function register(deps: Deps, input: RegisterInput, ip: string): Promise<User> {
  await consume(deps, LIMITS.registerIp, ip);
  const { db } = deps;
  if (await findUserByEmail(db, input.email)) throw emailTaken(MSG.emailExists);
  const passwordHash = await hashPassword(input.password);
  try {
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
      .returning();
    return presentUser(user);
  } catch (e) {
    // Two registrations racing for one email: the unique index decides.
    if (isUniqueViolation(e)) throw emailTaken(MSG.emailExists);
    throw e;
  }
}

/**
 * Wrong email and wrong password answer the same 401 after the same argon2 work. Limits:
 * failures per IP (checked before hashing, so a flood costs no CPU) and attempts per email,
 * counted before the check and cleared by a success, so only failures accumulate and parallel
 * guesses cannot slip past the count.
 */
export async function login(deps: Deps, input: LoginInput, ip: string): Promise<AuthResult> {
  await ensureAllowed(deps, LIMITS.loginIp, ip, LOCKED);
  await consume(deps, LIMITS.loginEmail, input.email, LOCKED);
  const user = await findUserByEmail(deps.db, input.email);
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await record(deps, LIMITS.loginIp, ip);
    throw new HttpError('unauthorized', MSG.loginFailed);
  }
  await reset(deps, LIMITS.loginEmail, input.email);
  const token = await createSession(deps.db, user.id, deps.now());
  return { token, user: presentUser(user) };
}
