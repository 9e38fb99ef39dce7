import type { TrackingStatus } from '@store/contract/constants';
import type { Db, Tx } from '../db/client';
import { orderLineEvents } from '../db/schema';
import { enqueueLineMessages } from '../notifications/enqueue';

export type LineActor = 'shopper' | 'operator' | 'store';

/**
 * Records that lines entered a tracking status at a moment: the order page's timeline. Call it
 * in the transaction that changes the lines, with the same moment as their `updated_on`. Every
 * status change passes here, so here it also queues the shopper's message for it (shipped,
 * delivered, cancelled, ...: notifications/events.ts), committed or rolled back with the change.
 */
export async function recordLineStatus(
  db: Db | Tx,
  lineIds: number[],
  status: TrackingStatus,
  at: Date,
  actor: LineActor,
): Promise<void> {
  if (lineIds.length === 0) return;
  await db.insert(orderLineEvents).values(lineIds.map((lineId) => ({ lineId, status, at, actor })));
  await enqueueLineMessages(db, lineIds, status, at);
}
