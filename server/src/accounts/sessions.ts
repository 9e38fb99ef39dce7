import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { SessionUser } from '../app-env';
import type { Db } from '../db/client';
import { customerBlocks, sessions, users } from '../db/schema';
import { HttpError } from '../http/http-error';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000; // 30 days, sliding
const SLIDE_AFTER_MS = 60 * 60 * 1000; // refresh expiry at most hourly: no write per request

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** 32 random bytes; only the hash is stored, so a database leak gives no usable token. */
export async function createSession(db: Db, userId: number, now = new Date()): Promise<string> {
  await refuseBlocked(db, userId);
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: hashToken(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

export async function findSessionUser(db: Db, token: string, now = new Date()): Promise<SessionUser | null> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastUsedAt.getTime() > SLIDE_AFTER_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_TTL_MS) })
      .where(eq(sessions.id, row.session.id));
  }
  const { user } = row;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phoneNumber,
    gender: user.gender,
    guest: user.guest,
    sessionId: row.session.id,
  };
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/**
 * Every login (password, OTP) makes its session here: a shopper blocked by staff
 * (admin/customers.ts) gets none, and is told why.
 */
async function refuseBlocked(db: Db, userId: number) {
  const [block] = await db.select().from(customerBlocks).where(eq(customerBlocks.userId, userId));
  if (block)
    throw new HttpError(
      'forbidden',
      `Your account is blocked: ${block.reason}. Please contact us if you think this is a mistake.`,
    );
}
