import { financialYear } from '@store/contract/gst';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxDocuments } from '../db/schema';
import { createProduct } from '../test/factories';
import { body, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { allocateNumber, formatNumber, SERIES } from './numbering';

// A fresh database of its own: the series starts at 1 here. On PostgreSQL (pool of 25) the
// checkouts really overlap; only the counter row's lock keeps the numbers in line.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const seqs = async (kind: 'invoice' | 'credit_note') =>
  (await t.db.select({ seq: taxDocuments.seq }).from(taxDocuments).where(eq(taxDocuments.kind, kind)))
    .map((r) => r.seq)
    .sort((a, b) => a - b);

describe('invoice numbers', () => {
  it('20 COD orders at once get invoices 1..20: no gap, no duplicate', async () => {
    // a product each: no stock row is shared, so the invoice counter is the only thing they queue on
    const products = await Promise.all(Array.from({ length: 20 }, () => createProduct(t.db, { price: 799 })));
    const people = await Promise.all(Array.from({ length: 20 }, () => shopper(t)));
    const responses = await Promise.all(
      people.map((s, i) =>
        t.call(
          'POST',
          '/api/payment/billing',
          body(s.addressId, [{ product: products[i] }], { total_amount: 799 }),
          s.auth,
        ),
      ),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    expect(await seqs('invoice')).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const numbers = await t.db.select({ number: taxDocuments.number }).from(taxDocuments);
    expect(new Set(numbers.map((n) => n.number)).size).toBe(20);
    expect(numbers.map((n) => n.number)).toContain(formatNumber(SERIES.invoice, financialYear(new Date()), 20));
  });

  it('a checkout that fails after taking a number gives it back', async () => {
    const now = new Date();
    await expect(
      t.db.transaction(async (tx) => {
        const n = await allocateNumber(tx, 'invoice', now);
        expect(n.seq).toBe(21);
        throw new Error('the order failed after its invoice was numbered');
      }),
    ).rejects.toThrow(/order failed/);
    const p = await createProduct(t.db, { price: 500 });
    const s = await shopper(t);
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p }], { total_amount: 500 }),
      s.auth,
    );
    expect(res.status).toBe(201);
    expect((await seqs('invoice')).at(-1)).toBe(21);
  });

  it('each financial year and each series counts from 1, and numbers fit in 16 characters', async () => {
    const march31 = new Date('2031-03-31T18:29:59Z'); // 23:59:59 India time, FY 2030-31
    const april1 = new Date('2031-03-31T18:30:00Z'); // 00:00 on 1 April in India, FY 2031-32
    const got = await t.db.transaction(async (tx) => [
      await allocateNumber(tx, 'invoice', march31),
      await allocateNumber(tx, 'invoice', march31),
      await allocateNumber(tx, 'invoice', april1),
      await allocateNumber(tx, 'credit_note', april1),
    ]);
    expect(got.map((g) => g.number)).toEqual([
      'VAS/30-31/000001',
      'VAS/30-31/000002',
      'VAS/31-32/000001',
      'CN/31-32/000001',
    ]);
    expect(formatNumber('VAS', '2026-27', 999_999)).toHaveLength(16);
  });
});
