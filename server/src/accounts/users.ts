import type { User } from '@store/contract/accounts';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../http/http-error';

type UserRow = Pick<typeof users.$inferSelect, 'id' | 'name' | 'email' | 'phoneNumber' | 'gender' | 'guest'>;

/** The one JSON shape of a user (login, OTP, /auth/me, profile update). */
export function presentUser(u: UserRow): User {
  return {
    id: u.id,
    name: u.name,
    email: u.email,
    phone_number: u.phoneNumber,
    gender: u.gender as User['gender'],
    guest: u.guest,
  };
}

/** Emails are unique case-insensitively (index users_email_lower); stored as typed. */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = lower(${email.trim()})`).limit(1);
  return user ?? null;
}

/** PostgreSQL unique_violation, whichever driver (drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code === '23505' || err?.cause?.code === '23505';
}

export const emailTaken = (message: string) => new HttpError('conflict', message, { email: message });
