import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { hsnCodes } from '../db/schema';

export interface GarmentKey {
  kind: string;
  categorySlug: string;
}

/** When the owner has deleted every fallback row: chapter 62's "other garments". */
export const LAST_RESORT_HSN = '6211';

/**
 * HSN code per line, read from the owner's table: the row for the kind in the line's category,
 * else the kind in any category (''), else the row with no kind.
 */
export async function hsnFor(tx: Tx, keys: readonly GarmentKey[]): Promise<string[]> {
  const kinds = [...new Set(['', ...keys.map((k) => k.kind)])];
  const rows = await tx.select().from(hsnCodes).where(inArray(hsnCodes.kind, kinds));
  const code = (kind: string, slug: string) => rows.find((r) => r.kind === kind && r.categorySlug === slug)?.hsn;
  return keys.map((k) => code(k.kind, k.categorySlug) ?? code(k.kind, '') ?? code('', '') ?? LAST_RESORT_HSN);
}
