import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { orderLines } from './orders';

/**
 * Every tracking status an order line has been in, with its moment: the order page's timeline.
 * Written in the same transaction as the line's change (orders/line-history.ts), by whoever
 * makes it: the shopper (cancel, exchange), the operator, or the store itself (late payments).
 */
export const orderLineEvents = pgTable(
  'order_line_events',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => orderLines.id),
    status: text('status').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** shopper | operator | store */
    actor: text('actor').notNull(),
  },
  (t) => [index('order_line_events_line').on(t.lineId, t.at)],
);
