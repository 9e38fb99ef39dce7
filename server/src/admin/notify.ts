import type { Tx } from '../db/client';
import { enqueueOrderMessages } from '../notifications/enqueue';

/**
 * The shopper hears that their refund was paid: the outbox's "refunded" e-mail and SMS, queued
 * in the action's transaction (server/src/notifications/). Status changes need nothing here:
 * orders/line-history.ts queues them.
 */
export async function notifyRefundPaid(tx: Tx, orderId: number, lineIds: number[], at: Date): Promise<void> {
  if (lineIds.length) await enqueueOrderMessages(tx, 'refunded', { orderId, at, lineIds });
}
