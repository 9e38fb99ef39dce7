import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';
import { maskEmail, maskPhone } from '../log';

export interface NotificationView {
  id: number;
  channel: string;
  event: string;
  /** masked: the operator sees that a message went, and to which of the shopper's contacts, not the contact */
  recipient: string;
  state: string;
  attempts: number;
  next_attempt_at: string | null;
  sent_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** An order's messages, oldest first, for the operator API. */
export async function orderNotifications(db: Db, orderId: number): Promise<NotificationView[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(eq(notifications.orderId, orderId))
    .orderBy(asc(notifications.id));
  return rows.map((r) => ({
    id: r.id,
    channel: r.channel,
    event: r.event,
    recipient: r.channel === 'email' ? maskEmail(r.recipient) : maskPhone(r.recipient),
    state: r.state,
    attempts: r.attempts,
    next_attempt_at: r.state === 'pending' || r.state === 'sending' ? r.nextAttemptAt.toISOString() : null,
    sent_at: r.sentAt?.toISOString() ?? null,
    last_error: r.lastError,
    created_at: r.createdAt.toISOString(),
  }));
}
