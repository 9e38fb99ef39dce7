import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Sets the pieces left to sell of existing SKUs (the editor's stock column; what open orders
 * hold is already taken out of it, so any count from 0 keeps their pieces).
 */
export async function setShelfStock(tx: Tx, changes: { skuId: number; stock: number }[]): Promise<void> {
  for (const c of changes) await tx.execute(sql`update skus set stock = ${c.stock} where id = ${c.skuId}`);
}
