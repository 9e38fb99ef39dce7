import { randomBytes } from 'node:crypto';
import type { StaffMe, StaffRole } from '@store/contract/admin';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { refuseCommonPassword } from '../accounts/common-passwords';
import { checkPassword, hashPassword } from '../accounts/passwords';
import type { Deps } from '../app-env';
import type { Tx } from '../db/client';
import { staff, staffSessions } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, ensureAllowed, LIMITS, record, reset } from '../http/rate-limit';
import { runStaffAction } from './staff-action';
import type { Actor } from './staff-auth';
import { createStaffSession, csrfTokenOf, revokeStaffSessions, type StaffUser } from './staff-sessions';

type StaffRow = typeof staff.$inferSelect;
const LOGIN_FAILED = 'Wrong e-mail or password';
const LOCKED = 'Too many failed logins. Please try again in 15 minutes.';

/** 16 characters from 12 random bytes: typed once from the CLI's output, then changed. */
const oneTimePassword = () => randomBytes(12).toString('base64url');

const present = (u: StaffRow) => ({
  id: u.id,
  email: u.email,
  name: u.name,
  role: u.role as StaffRole,
  must_change_password: u.mustChangePassword !== null,
  disabled: u.disabledAt !== null,
  created_at: u.createdAt.toISOString(),
});
const snapshot = (u: StaffRow | { email: string; exists: false }) =>
  'id' in u ? { ...present(u), created_at: undefined } : u;

export function staffMe(user: StaffUser, token: string): StaffMe {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    must_change_password: user.mustChangePassword,
    csrf_token: csrfTokenOf(token),
  };
}

async function byEmail(db: Deps['db'] | Tx, email: string) {
  const [u] = await db.select().from(staff).where(sql`lower(${staff.email}) = ${email.toLowerCase()}`);
  return u ?? null;
}

/**
 * A new staff account with a one-time password, shown once (to the CLI or the owner who made
 * it) and to be changed at the first login. Owners only (the operator token counts as one).
 */
export async function createStaff(deps: Deps, actor: Actor, input: { email: string; name: string; role: StaffRole }) {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  const row = await runStaffAction(deps, actor, {
    action: 'staff.create',
    permission: 'staff',
    entity: { type: 'staff', id: (u: StaffRow) => u.id },
    load: async (tx) => (await byEmail(tx, input.email)) ?? { email: input.email, exists: false as const },
    refuse: (s) => ('id' in s ? 'There is already a staff account with this e-mail' : null),
    apply: async (tx, _s, at) => {
      const [u] = await tx
        .insert(staff)
        .values({ ...input, passwordHash, mustChangePassword: at, createdAt: at })
        .returning();
      return u;
    },
    snapshot,
  });
  return { staff: present(row), one_time_password: password };
}

export async function listStaff(deps: Deps) {
  return (await deps.db.select().from(staff).orderBy(asc(staff.id))).map(present);
}

/**
 * Failures count per IP (refused past the limit before any hashing) and per account and IP
 * (counted before the check, so parallel guesses cannot slip past; cleared by a success). An
 * unknown e-mail costs the same argon2 work and answers the same words as a wrong password.
 */
export async function staffLogin(deps: Deps, input: { email: string; password: string }, ip: string) {
  await ensureAllowed(deps, LIMITS.staffLoginIp, ip, LOCKED);
  const pair = `${input.email}\n${ip}`;
  await consume(deps, LIMITS.staffLoginAccount, pair, LOCKED);
  const u = await byEmail(deps.db, input.email);
  const ok = await checkPassword(u?.passwordHash, input.password);
  if (!u || !ok || u.disabledAt) {
    await record(deps, LIMITS.staffLoginIp, ip);
    throw new HttpError('unauthorized', LOGIN_FAILED);
  }
  await reset(deps, LIMITS.staffLoginAccount, pair);
  const now = deps.now();
  const token = await createStaffSession(deps.db, u.id, now);
  const user: StaffUser = {
    id: u.id,
    email: u.email,
    name: u.name,
    role: u.role as StaffRole,
    mustChangePassword: u.mustChangePassword !== null,
    sessionId: 0,
  };
  return { token, me: staffMe(user, token) };
}

/** The staff's own password: the current one proves it; other sessions of theirs end. */
export async function changePassword(
  deps: Deps,
  actor: Actor,
  input: { current_password: string; new_password: string },
) {
  if (actor.kind !== 'staff') throw new HttpError('forbidden', 'Only a staff session has a password');
  const [u] = await deps.db.select().from(staff).where(eq(staff.id, actor.staffId));
  if (!u || !(await checkPassword(u.passwordHash, input.current_password)))
    throw new HttpError('validation_failed', 'The current password is wrong', {
      current_password: 'The current password is wrong',
    });
  if (input.new_password === input.current_password)
    throw new HttpError('validation_failed', 'Choose a password different from the current one', {
      new_password: 'Choose a password different from the current one',
    });
  await refuseCommonPassword(input.new_password).catch(() => {
    throw new HttpError('validation_failed', 'This password is too common. Please choose another', {
      new_password: 'This password is too common. Please choose another',
    });
  });
  const passwordHash = await hashPassword(input.new_password);
  await runStaffAction(deps, actor, {
    action: 'staff.password_changed',
    permission: 'self',
    entity: { type: 'staff', id: u.id },
    load: async (tx) => (await tx.select().from(staff).where(eq(staff.id, u.id)).for('update'))[0] ?? null,
    refuse: () => null,
    apply: async (tx, _s, at) => {
      await tx.update(staff).set({ passwordHash, mustChangePassword: null }).where(eq(staff.id, u.id));
      await tx
        .update(staffSessions)
        .set({ revokedAt: at })
        .where(and(eq(staffSessions.staffId, u.id), ne(staffSessions.id, actor.user.sessionId)));
    },
    snapshot,
  });
}

/** An owner turns an account off (its sessions end at once) or on again; never their own. */
export async function setStaffDisabled(deps: Deps, actor: Actor, id: number, disabled: boolean) {
  if (actor.staffId === id) throw new HttpError('conflict', 'You cannot disable your own account');
  await runStaffAction<StaffRow, void>(deps, actor, {
    action: disabled ? 'staff.disable' : 'staff.enable',
    permission: 'staff',
    entity: { type: 'staff', id },
    load: async (tx) => (await tx.select().from(staff).where(eq(staff.id, id)).for('update'))[0] ?? null,
    refuse: (s) =>
      (s.disabledAt !== null) === disabled ? `This account is already ${disabled ? 'disabled' : 'enabled'}` : null,
    apply: async (tx, _s, at) => {
      await tx
        .update(staff)
        .set({ disabledAt: disabled ? at : null })
        .where(eq(staff.id, id));
      if (disabled) await revokeStaffSessions(tx, { staffId: id }, at);
    },
    snapshot,
    missing: 'No such staff account',
  });
}

/** A new one-time password for a staff member who forgot theirs (owners only). */
export async function resetStaffPassword(deps: Deps, actor: Actor, id: number) {
  const password = oneTimePassword();
  const passwordHash = await hashPassword(password);
  await runStaffAction(deps, actor, {
    action: 'staff.reset_password',
    permission: 'staff',
    entity: { type: 'staff', id },
    load: async (tx) => (await tx.select().from(staff).where(eq(staff.id, id)).for('update'))[0] ?? null,
    refuse: () => null,
    apply: async (tx, _s, at) => {
      await tx.update(staff).set({ passwordHash, mustChangePassword: at }).where(eq(staff.id, id));
      await revokeStaffSessions(tx, { staffId: id }, at);
    },
    snapshot,
    missing: 'No such staff account',
  });
  return { one_time_password: password };
}
