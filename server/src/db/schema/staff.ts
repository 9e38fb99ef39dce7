import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { reviews } from './catalog';
import { contactMessages } from './content';
import { orders } from './orders';

/**
 * The shop's staff: not shoppers (users), with a role. `owner` does everything and manages
 * staff; `staff` runs orders, customers, messages and reviews (admin/staff-roles.ts).
 */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    /** owner | staff */
    role: text('role').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** set for a one-time password (created by the CLI or an owner): changed at the next login */
    mustChangePassword: timestamp('must_change_password', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_lower').on(sql`lower(${t.email})`)],
);

/**
 * Console sessions, in an HttpOnly cookie. Only the SHA-256 of the token is stored. A session
 * ends after STAFF_IDLE_MS without use or STAFF_ABSOLUTE_MS after login (admin/staff-sessions.ts).
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
);

/**
 * Every staff or operator action, written in the transaction of the change it records
 * (admin/staff-action.ts): who, what, on which entity, the state before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** null for the operator token */
    staffId: integer('staff_id').references(() => staff.id),
    /** the staff's e-mail at the time, or 'operator' */
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    /** order | order_line | staff | customer | review */
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity').on(t.entityType, t.entityId, t.at), index('audit_log_at').on(t.at)],
);

/** Staff notes on an order (never shown to the shopper). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    staffId: integer('staff_id').references(() => staff.id),
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_notes_order').on(t.orderId, t.createdAt)],
);

/** Money given back for refund-due lines, as staff recorded it (the bank's reference). */
export const refundPayments = pgTable(
  'refund_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    reference: text('reference').notNull(),
    lineIds: jsonb('line_ids').$type<number[]>().notNull(),
    staffId: integer('staff_id').references(() => staff.id),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('refund_payments_order').on(t.orderId)],
);

/** Cash on delivery handed over by the courier: one row per order, once. */
export const codCollections = pgTable('cod_collections', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  amountPaise: integer('amount_paise').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Staff checked a placed order (a call to a COD buyer, say) before packing it: once. */
export const orderConfirmations = pgTable('order_confirmations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id),
  staffId: integer('staff_id').references(() => staff.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * A shopper blocked by staff, and why: no new session is made for them (accounts/sessions.ts),
 * so they cannot log in or order; the block ends their sessions when made (admin/customers.ts).
 */
export const customerBlocks = pgTable('customer_blocks', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/** Contact-us messages staff have read (the inbox's read/unread), and who read them. */
export const contactReads = pgTable('contact_reads', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => contactMessages.id, { onDelete: 'cascade' }),
  staffId: integer('staff_id').references(() => staff.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
});

/**
 * A review hidden by staff, and why: it leaves the product page and the product's average and
 * count (admin/reviews.ts recounts; the product_detail function skips it). Shown again, the row goes.
 */
export const reviewHides = pgTable('review_hides', {
  reviewId: integer('review_id')
    .primaryKey()
    .references(() => reviews.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  staffId: integer('staff_id').references(() => staff.id),
  at: timestamp('at', { withTimezone: true }).notNull(),
});
