import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * "Forgot password?" (accounts/password-reset.ts): a 6-digit code sent to the account's phone
 * (kind 'code', argon2 hash, tries counted) or a link sent to its e-mail (kind 'link', SHA-256 of
 * 32 random bytes). Single use, 15 minutes; a reset uses up every live row of the account.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'code' | 'link'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_user').on(t.userId, t.kind), index('password_resets_secret').on(t.secretHash)],
);
