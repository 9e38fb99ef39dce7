import { financialYear } from '@store/contract/gst';
import { SHOP } from '@store/contract/shop';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { documentCounters } from '../db/schema';

export type DocumentKind = 'invoice' | 'credit_note';

/** The shop's invoice series is the first three letters of its name (Vastra: VAS). */
const shopSeries = (name: string) =>
  name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 3)
    .toUpperCase() || 'INV';

export const SERIES: Record<DocumentKind, string> = { invoice: shopSeries(SHOP.name), credit_note: 'CN' };

/**
 * CGST Rules, rule 46(b): a serial number of at most 16 characters (letters, digits, '-' and
 * '/'), unique in the financial year. "VAS/2026-27/000123" would be 18, so the year is written
 * short: VAS/26-27/000123.
 */
export const MAX_NUMBER_LENGTH = 16;

export function formatNumber(series: string, fy: string, seq: number): string {
  return `${series}/${fy.slice(2)}/${String(seq).padStart(6, '0')}`;
}

export interface Allocated {
  series: string;
  financialYear: string;
  seq: number;
  number: string;
}

/**
 * The next number of a series in the financial year of `at`. One upsert: the first document of
 * a year creates its counter row, every later one increments it. Either way the row stays
 * locked until the caller's transaction ends, so concurrent issues wait in line (no duplicates)
 * and a transaction that rolls back gives its number back (no gaps). Call it last in the
 * transaction, after the order's other locks, to hold this one briefly.
 */
export async function allocateNumber(tx: Tx, kind: DocumentKind, at: Date): Promise<Allocated> {
  const series = SERIES[kind];
  const fy = financialYear(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear: fy, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  const number = formatNumber(series, fy, row.last);
  if (number.length > MAX_NUMBER_LENGTH) throw new Error(`Document number ${number} is longer than 16 characters`);
  return { series, financialYear: fy, seq: row.last, number };
}
