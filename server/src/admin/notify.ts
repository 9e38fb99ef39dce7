import type { Tx } from '../db/client';
import { enqueueOrderMessages } from '../notifications/enqueue';

/**
 * The shopper hears that their refund was paid: queued in the action's transaction (the outbox,
 * notifications/). Status changes need nothing here: orders/line-history.ts queues them.
 */
export async function notifyRefundPaid(tx: Tx, orderId: number, lineIds: number[], at: Date): Promise<void> {
  await enqueueOrderMessages(tx, 'refunded', { orderId, at, lineIds });
}
