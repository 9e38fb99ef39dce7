import type { Paise } from './money';

// GST on apparel, as integer paise. Prices are GST-inclusive: the tax is carved out of what the
// shopper pays for each line after its share of the coupon. Pure, so the browser may show it too.

/** Rates in hundredths of a percent (500 = 5%), so a 2.5% or 0.25% rate stays an integer. */
export type RateBp = number;

export interface GstBand {
  /** the band covers a price per piece up to and including this; null = no upper bound */
  upToPaise: Paise | null;
  rateBp: RateBp;
}

export interface GstSchedule {
  /** first day (India time, YYYY-MM-DD) on which these rates apply */
  from: string;
  bands: readonly GstBand[];
}

/**
 * Rates for apparel (chapters 61 and 62) by the sale value of one piece. A change of rates is one
 * more row with its start date; invoices issued before keep the rates stored on them.
 */
export const APPAREL_GST: readonly GstSchedule[] = [
  {
    from: '2017-07-01',
    bands: [
      { upToPaise: 100000, rateBp: 500 },
      { upToPaise: null, rateBp: 1200 },
    ],
  },
  {
    from: '2025-09-22',
    bands: [
      { upToPaise: 250000, rateBp: 500 },
      { upToPaise: null, rateBp: 1800 },
    ],
  },
];

const IST_OFFSET_MS = 330 * 60 * 1000;

/** The calendar date in India (YYYY-MM-DD) of an instant. */
export const indiaDate = (at: Date): string => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The schedule in force on a day: the latest one whose start is not after it. */
export function scheduleOn(at: Date, schedules: readonly GstSchedule[] = APPAREL_GST): GstSchedule {
  const day = indiaDate(at);
  const inForce = schedules.filter((s) => s.from <= day).sort((a, b) => a.from.localeCompare(b.from));
  const last = inForce.at(-1);
  if (!last) throw new Error(`No GST rates in force on ${day}`);
  return last;
}

/**
 * The rate of a line from the price of one piece after discount. The line's amount is compared
 * with band x quantity, so a price that does not divide into whole paise is never rounded
 * across a band's edge.
 */
export function rateFor(amountPaise: Paise, quantity: number, schedule: GstSchedule): RateBp {
  for (const band of schedule.bands)
    if (band.upToPaise === null || amountPaise <= band.upToPaise * quantity) return band.rateBp;
  throw new Error('GST schedule without an open-ended band');
}

/**
 * The order's discount shared over its lines in proportion to their value. Each line gets the
 * floor of its exact share; the paise left over go one each to the lines with the largest
 * fractions (ties: the earlier line), so the shares add up to the discount exactly.
 */
export function allocateDiscount(lineAmounts: readonly Paise[], discountPaise: Paise): Paise[] {
  const total = lineAmounts.reduce((s, a) => s + a, 0);
  if (discountPaise === 0 || total === 0) return lineAmounts.map(() => 0);
  if (discountPaise < 0 || discountPaise > total) throw new Error('Discount outside 0..order value');
  const d = BigInt(discountPaise);
  const t = BigInt(total);
  const exact = lineAmounts.map((a) => BigInt(a) * d);
  const shares = exact.map((e) => e / t);
  let left = discountPaise - shares.reduce((s, x) => s + Number(x), 0);
  const byFraction = exact
    .map((e, i) => ({ i, rest: e % t }))
    .sort((a, b) => (a.rest === b.rest ? a.i - b.i : a.rest > b.rest ? -1 : 1));
  for (const { i } of byFraction) {
    if (left === 0) break;
    shares[i] += 1n;
    left--;
  }
  return shares.map(Number);
}

/** taxable = amount x 100 / (100 + rate), to the nearest paisa (half up); tax is the rest. */
export function carveTax(amountPaise: Paise, rateBp: RateBp): { taxablePaise: Paise; taxPaise: Paise } {
  const num = BigInt(amountPaise) * 10000n;
  const den = BigInt(10000 + rateBp);
  const taxable = Number((2n * num + den) / (2n * den));
  return { taxablePaise: taxable, taxPaise: amountPaise - taxable };
}

export interface TaxSplit {
  cgstPaise: Paise;
  sgstPaise: Paise;
  igstPaise: Paise;
}

/** Within the seller's state CGST + SGST, half each (CGST takes an odd paisa); else IGST. */
export function splitTax(taxPaise: Paise, intraState: boolean): TaxSplit {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise };
  const sgst = Math.floor(taxPaise / 2);
  return { cgstPaise: taxPaise - sgst, sgstPaise: sgst, igstPaise: 0 };
}

export interface GstLineInput {
  unitPaise: Paise;
  quantity: number;
}

export interface GstLine extends TaxSplit {
  quantity: number;
  /** unit price x quantity, before the coupon */
  grossPaise: Paise;
  /** this line's share of the coupon discount */
  discountPaise: Paise;
  /** what the shopper pays for the line: gross - discount = taxable + tax */
  amountPaise: Paise;
  rateBp: RateBp;
  taxablePaise: Paise;
  taxPaise: Paise;
}

export interface GstTotals extends TaxSplit {
  grossPaise: Paise;
  discountPaise: Paise;
  amountPaise: Paise;
  taxablePaise: Paise;
  taxPaise: Paise;
}

export function sumLines(lines: readonly Omit<GstLine, 'quantity' | 'rateBp'>[]): GstTotals {
  const sum = (k: keyof GstTotals) => lines.reduce((s, l) => s + l[k], 0);
  return {
    grossPaise: sum('grossPaise'),
    discountPaise: sum('discountPaise'),
    amountPaise: sum('amountPaise'),
    taxablePaise: sum('taxablePaise'),
    taxPaise: sum('taxPaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
  };
}

/** The tax of every line of an order, and totals that equal what the shopper paid. */
export function gstForOrder(input: {
  lines: readonly GstLineInput[];
  discountPaise: Paise;
  at: Date;
  intraState: boolean;
  schedules?: readonly GstSchedule[];
}): { lines: GstLine[]; totals: GstTotals } {
  const schedule = scheduleOn(input.at, input.schedules);
  const gross = input.lines.map((l) => l.unitPaise * l.quantity);
  const shares = allocateDiscount(gross, input.discountPaise);
  const lines = input.lines.map((l, i): GstLine => {
    const amountPaise = gross[i] - shares[i];
    const rateBp = rateFor(amountPaise, l.quantity, schedule);
    const { taxablePaise, taxPaise } = carveTax(amountPaise, rateBp);
    return {
      quantity: l.quantity,
      grossPaise: gross[i],
      discountPaise: shares[i],
      amountPaise,
      rateBp,
      taxablePaise,
      taxPaise,
      ...splitTax(taxPaise, input.intraState),
    };
  });
  return { lines, totals: sumLines(lines) };
}

/** "5%", "2.5%", "18%" */
export const formatRate = (rateBp: RateBp): string => `${rateBp / 100}%`;

/** Financial year (April to March, India time) of an instant: "2026-27". */
export function financialYear(at: Date): string {
  const [y, m] = indiaDate(at).split('-').map(Number);
  const start = m >= 4 ? y : y - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** GST state codes (the first two digits of a GSTIN), by the state's name. */
export const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'Jammu and Kashmir': '01',
  'Himachal Pradesh': '02',
  Punjab: '03',
  Chandigarh: '04',
  Uttarakhand: '05',
  Haryana: '06',
  Delhi: '07',
  Rajasthan: '08',
  'Uttar Pradesh': '09',
  Bihar: '10',
  Sikkim: '11',
  'Arunachal Pradesh': '12',
  Nagaland: '13',
  Manipur: '14',
  Mizoram: '15',
  Tripura: '16',
  Meghalaya: '17',
  Assam: '18',
  'West Bengal': '19',
  Jharkhand: '20',
  Odisha: '21',
  Chhattisgarh: '22',
  'Madhya Pradesh': '23',
  Gujarat: '24',
  'Dadra and Nagar Haveli and Daman and Diu': '26',
  Maharashtra: '27',
  Karnataka: '29',
  Goa: '30',
  Lakshadweep: '31',
  Kerala: '32',
  'Tamil Nadu': '33',
  Puducherry: '34',
  'Andaman and Nicobar Islands': '35',
  Telangana: '36',
  'Andhra Pradesh': '37',
  Ladakh: '38',
};

// Older and short names shoppers type for a state.
const STATE_ALIASES: Readonly<Record<string, string>> = {
  orissa: 'Odisha',
  pondicherry: 'Puducherry',
  uttaranchal: 'Uttarakhand',
  'new delhi': 'Delhi',
  'nct of delhi': 'Delhi',
  'national capital territory of delhi': 'Delhi',
  chattisgarh: 'Chhattisgarh',
  'daman and diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'dadra and nagar haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'andaman and nicobar': 'Andaman and Nicobar Islands',
  up: 'Uttar Pradesh',
};

const normalState = (s: string) =>
  s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const BY_NORMAL = new Map<string, string>([
  ...Object.keys(GST_STATE_CODES).map((name): [string, string] => [normalState(name), name]),
  ...Object.entries(STATE_ALIASES),
]);

/** A state's GST name and code from what was typed or stored; null when it is not one. */
export function gstState(name: string): { state: string; code: string } | null {
  const state = BY_NORMAL.get(normalState(name));
  return state ? { state, code: GST_STATE_CODES[state] } : null;
}

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN: a base-36 check over the first 14 (weights 1, 2, 1, 2...). */
export function gstinCheckChar(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const v = GSTIN_CHARS.indexOf(first14[i]) * (i % 2 ? 2 : 1);
    sum += Math.floor(v / 36) + (v % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right shape whose check character matches (a typo is caught). */
export const isValidGstin = (gstin: string): boolean =>
  /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(gstin) && gstinCheckChar(gstin) === gstin[14];
