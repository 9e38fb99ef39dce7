import type { Tx } from '../db/client';

/**
 * The shopper hears that their refund was paid: the call site for the notification outbox's
 * `enqueueOrderMessages(tx, 'refunded', { orderId, at, lineIds })` (server/src/notifications/),
 * in the action's transaction. Status changes need nothing here: orders/line-history.ts queues them.
 */
export async function notifyRefundPaid(_tx: Tx, _orderId: number, _lineIds: number[], _at: Date): Promise<void> {}
