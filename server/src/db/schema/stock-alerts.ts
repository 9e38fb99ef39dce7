import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { skus } from './catalog';

/**
 * "Notify me" for a sold-out colour and size (stock-alerts/): one row per shopper and SKU. The
 * sender (stock-alerts/stock-alerts.ts) claims rows whose SKU has stock again and sends one
 * message; asking again after that re-arms the same row.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    /** a logged-in shopper: the message goes to the account's phone */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** a shopper who is not logged in: a 10-digit Indian mobile */
    phone: text('phone'),
    /** 'u:<user id>' or 'p:<phone>': who asked, one alert each per SKU */
    subject: text('subject').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** set when the sender claims the row; null while waiting for stock */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    /** failed sends; the sender gives up after a few */
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('stock_alerts_once').on(t.skuId, t.subject),
    index('stock_alerts_waiting').on(t.skuId).where(sql`notified_at is null`),
  ],
);
