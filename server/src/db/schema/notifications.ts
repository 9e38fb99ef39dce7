import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './orders';

/** What a message says beyond the order itself, frozen when its event happened. No personal data. */
export interface NotificationPayload {
  lines: { name: string; color: string; size: string; quantity: number }[];
  tracking_number?: string | null;
  courier?: string | null;
  /** cancelled: money taken online that is owed back */
  refund_due?: boolean;
  /** rupees, of the order (placed, paid) or of the lines (refunded) */
  amount?: number;
  payment_mode?: string;
}

/**
 * The outbox of order messages (notifications/): written in the transaction of the change that
 * causes it, sent by the worker (notifications/worker.ts), which claims due rows with
 * FOR UPDATE SKIP LOCKED so that several copies of the store send each one once.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** email | sms */
    channel: text('channel').notNull(),
    /** an e-mail address or a 10-digit mobile; masked wherever it is shown or logged */
    recipient: text('recipient').notNull(),
    /** order_placed, order_paid, shipped, ... (notifications/events.ts) */
    event: text('event').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** the event and the lines it is about: one message per channel for each */
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<NotificationPayload>().notNull(),
    /** pending, sending (claimed until next_attempt_at), sent, failed (gave up), skipped (no e-mail configured) */
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** the provider's last refusal, masked (log.ts) */
    lastError: text('last_error'),
  },
  (t) => [
    uniqueIndex('notifications_once').on(t.channel, t.dedupeKey),
    index('notifications_order').on(t.orderId),
    index('notifications_due').on(t.nextAttemptAt).where(sql`state in ('pending', 'sending')`),
  ],
);

/**
 * Development only: the e-mails the store would have sent without SMTP_URL, readable at
 * GET /api/dev/mail?email= (like sms_outbox for texts).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** file names of the attachments */
    attachments: jsonb('attachments').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_recipient').on(t.recipient, t.createdAt)],
);
