import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import {
  allocateDiscount,
  carveTax,
  financialYear,
  formatRate,
  GST_STATE_CODES,
  gstForOrder,
  gstinCheckChar,
  gstState,
  indiaDate,
  isValidGstin,
  rateFor,
  scheduleOn,
  splitTax,
} from './gst';

const NOV_2026 = new Date('2026-11-25T10:00:00Z');

describe("the issue's order: Rs 2,487.75 paid with FIRST25 for Rs 2,238 and Rs 1,079", () => {
  const order = (intraState: boolean) =>
    gstForOrder({
      lines: [
        { unitPaise: 223800, quantity: 1 },
        { unitPaise: 107900, quantity: 1 },
      ],
      discountPaise: 82925, // 25% of 3,317.00
      at: NOV_2026,
      intraState,
    });

  it('shares the coupon by line value, taxes each piece at 5% and adds up to the paisa', () => {
    const { lines, totals } = order(true);
    expect(lines.map((l) => l.discountPaise)).toEqual([55950, 26975]);
    expect(lines.map((l) => l.amountPaise)).toEqual([167850, 80925]);
    expect(lines.map((l) => l.rateBp)).toEqual([500, 500]);
    expect(lines.map((l) => l.taxablePaise)).toEqual([159857, 77071]); // 1678.50 x 100/105, 809.25 x 100/105
    expect(lines.map((l) => l.taxPaise)).toEqual([7993, 3854]);
    expect(lines.map((l) => [l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [3997, 3996, 0],
      [1927, 1927, 0],
    ]);
    expect(totals).toEqual({
      grossPaise: 331700,
      discountPaise: 82925,
      amountPaise: 248775,
      taxablePaise: 236928,
      taxPaise: 11847,
      cgstPaise: 5924,
      sgstPaise: 5923,
      igstPaise: 0,
    });
    expect(amountInWords(totals.amountPaise)).toBe(
      'Rupees Two Thousand Four Hundred Eighty Seven and Seventy Five Paise Only',
    );
  });

  it('to another state is the same tax as IGST', () => {
    const { totals } = order(false);
    expect([totals.cgstPaise, totals.sgstPaise, totals.igstPaise]).toEqual([0, 0, 11847]);
    expect(totals.taxablePaise + totals.taxPaise).toBe(248775);
  });
});

describe('rate slabs, kept as dated rows', () => {
  const now = scheduleOn(NOV_2026);
  it('Rs 2,500 a piece is 5%, a paisa more is 18%', () => {
    expect(rateFor(250000, 1, now)).toBe(500);
    expect(rateFor(250001, 1, now)).toBe(1800);
    // per piece after discount: 3 pieces for 7,500.00 is 2,500 each; 7,500.01 is over
    expect(rateFor(750000, 3, now)).toBe(500);
    expect(rateFor(750001, 3, now)).toBe(1800);
  });

  it('the rates of 22 September 2025 start that day in India, not before', () => {
    const before = scheduleOn(new Date('2025-09-21T18:29:59Z')); // 23:59:59 on the 21st in India
    const from = scheduleOn(new Date('2025-09-21T18:30:00Z')); // midnight of the 22nd in India
    expect(before.from).toBe('2017-07-01');
    expect(rateFor(120000, 1, before)).toBe(1200);
    expect(from.from).toBe('2025-09-22');
    expect(rateFor(120000, 1, from)).toBe(500);
  });

  it('a new row with a later start date changes the rates from that day', () => {
    const schedules = [
      ...[scheduleOn(NOV_2026)],
      {
        from: '2027-04-01',
        bands: [
          { upToPaise: 300000, rateBp: 500 },
          { upToPaise: null, rateBp: 1200 },
        ],
      },
    ];
    const line = { lines: [{ unitPaise: 280000, quantity: 1 }], discountPaise: 0, intraState: true, schedules };
    expect(gstForOrder({ ...line, at: NOV_2026 }).lines[0].rateBp).toBe(1800);
    expect(gstForOrder({ ...line, at: new Date('2027-04-01T00:00:00+05:30') }).lines[0].rateBp).toBe(500);
    expect(() => scheduleOn(new Date('2017-06-30T12:00:00Z'))).toThrow(/No GST rates/);
  });

  it('the coupon can move a piece into the lower slab', () => {
    const { lines } = gstForOrder({
      lines: [{ unitPaise: 299900, quantity: 1 }],
      discountPaise: 74975, // 25%
      at: NOV_2026,
      intraState: true,
    });
    expect(lines[0].amountPaise).toBe(224925);
    expect(lines[0].rateBp).toBe(500);
  });

  it('names rates as a percent', () => {
    expect([formatRate(500), formatRate(250), formatRate(1800)]).toEqual(['5%', '2.5%', '18%']);
  });
});

describe('allocating the discount', () => {
  it('gives left-over paise to the largest fractions, then to the earlier line', () => {
    expect(allocateDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(allocateDiscount([100, 200], 1)).toEqual([0, 1]);
    expect(allocateDiscount([500, 0, 500], 3)).toEqual([2, 0, 1]);
    expect(allocateDiscount([1000], 0)).toEqual([0]);
    expect(() => allocateDiscount([100], 101)).toThrow();
  });

  it('always sums to the discount and never exceeds a line (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 0, max: 100 }),
        (amounts, percent) => {
          const total = amounts.reduce((s, a) => s + a, 0);
          const discount = Math.round((total * percent) / 100);
          const shares = allocateDiscount(amounts, discount);
          expect(shares.reduce((s, x) => s + x, 0)).toBe(discount);
          shares.forEach((s, i) => {
            expect(s).toBeGreaterThanOrEqual(0);
            expect(s).toBeLessThanOrEqual(amounts[i]);
            // within one paisa of the exact proportional share
            if (total) expect(Math.abs(s - (amounts[i] * discount) / total)).toBeLessThan(1);
          });
        },
      ),
    );
  });
});

describe('carving out the tax', () => {
  it('rounds the taxable value half up and leaves the rest as tax', () => {
    expect(carveTax(10500, 500)).toEqual({ taxablePaise: 10000, taxPaise: 500 });
    expect(carveTax(1, 500)).toEqual({ taxablePaise: 1, taxPaise: 0 });
    expect(carveTax(11800, 1800)).toEqual({ taxablePaise: 10000, taxPaise: 1800 });
  });

  it('taxable + tax is the amount and halves add up, for any amount (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom(0, 25, 300, 500, 1200, 1800, 2800, 4000),
        (amount, rate) => {
          const { taxablePaise, taxPaise } = carveTax(amount, rate);
          expect(taxablePaise + taxPaise).toBe(amount);
          expect(Math.abs(taxablePaise - (amount * 10000) / (10000 + rate))).toBeLessThanOrEqual(0.5);
          const intra = splitTax(taxPaise, true);
          expect(intra.cgstPaise + intra.sgstPaise).toBe(taxPaise);
          expect(intra.cgstPaise - intra.sgstPaise).toBeGreaterThanOrEqual(0);
          expect(intra.cgstPaise - intra.sgstPaise).toBeLessThanOrEqual(1);
          expect(splitTax(taxPaise, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: taxPaise });
        },
      ),
    );
  });
});

describe('financial year and place of supply', () => {
  it('runs April to March in India time', () => {
    expect(financialYear(new Date('2026-11-25T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27');
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April in India
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
    expect(indiaDate(new Date('2026-01-01T20:00:00Z'))).toBe('2026-01-02');
  });

  it('knows every state and union territory by its name, older names and spellings', () => {
    expect(Object.keys(GST_STATE_CODES)).toHaveLength(36);
    expect(gstState('Uttar Pradesh')).toEqual({ state: 'Uttar Pradesh', code: '09' });
    expect(gstState('  uttar   pradesh ')).toEqual({ state: 'Uttar Pradesh', code: '09' });
    expect(gstState('JAMMU & KASHMIR')).toEqual({ state: 'Jammu and Kashmir', code: '01' });
    expect(gstState('Orissa')).toEqual({ state: 'Odisha', code: '21' });
    expect(gstState('New Delhi')).toEqual({ state: 'Delhi', code: '07' });
    expect(gstState('Atlantis')).toBeNull();
  });
});

describe('amounts in words, Indian style', () => {
  it.each([
    [0, 'Zero'],
    [7, 'Seven'],
    [19, 'Nineteen'],
    [40, 'Forty'],
    [101, 'One Hundred One'],
    [1000, 'One Thousand'],
    [99_999, 'Ninety Nine Thousand Nine Hundred Ninety Nine'],
    [1_00_000, 'One Lakh'],
    [12_34_567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven'],
    [1_00_00_000, 'One Crore'],
    [1_00_00_01_000, 'One Hundred Crore One Thousand'],
  ])('%i is %s', (n, words) => expect(numberInWords(n)).toBe(words));

  it('says rupees and paise, and Only', () => {
    expect(amountInWords(248775)).toBe('Rupees Two Thousand Four Hundred Eighty Seven and Seventy Five Paise Only');
    expect(amountInWords(100000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(5)).toBe('Rupees Zero and Five Paise Only');
    expect(() => amountInWords(-1)).toThrow();
    expect(() => amountInWords(1.5)).toThrow();
  });
});

describe('GSTIN check character', () => {
  it('matches published GSTINs and catches a changed character', () => {
    for (const g of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4']) {
      expect(gstinCheckChar(g)).toBe(g[14]);
      expect(isValidGstin(g)).toBe(true);
    }
    expect(isValidGstin('27AAPFU0939F1ZW')).toBe(false);
    expect(isValidGstin('27AAPFU0939F1Z')).toBe(false);
    expect(isValidGstin('27aapfu0939f1zv')).toBe(false);
  });
});
