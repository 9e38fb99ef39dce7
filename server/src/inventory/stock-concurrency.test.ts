import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, products, skus } from '../db/schema';
import { changedLogin, OP_TOKEN, type Session } from '../test/console-kit';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';
import { readStockLevels } from './stock-levels';

// On PostgreSQL (a pool of connections) these requests really overlap; on PGlite they queue.
// Only the SKU row locks (taken in id order by checkouts and by the owner's edits) keep it right.

let t: TestApp;
let owner: Session;
beforeAll(async () => {
  t = await createTestApp({ OPERATOR_TOKEN: OP_TOKEN });
  owner = await changedLogin(t, 'owner@vastra.in', 'owner');
});
afterAll(() => t.close());

const save = (changes: { sku_id: number; on_hand: number; was?: number }[]) =>
  t.call('POST', '/api/admin/stock', { changes }, owner.headers);

describe('orders and stock edits at once', () => {
  it('10 orders and 10 edits of one size: no order is lost, nothing goes negative, the last edit holds', async () => {
    const p = await createProduct(t.db, { price: 500, stock: 10, sizes: ['M', 'L'] });
    const [m, l] = p.colors[0].skus;
    const people = await Promise.all(Array.from({ length: 10 }, () => shopper(t)));
    const orders = people.map((s) =>
      t.call('POST', '/api/payment/billing', body(s.addressId, [{ product: p }], { total_amount: 500 }), s.auth),
    );
    // edits of both sizes, listed in both orders (M then L, L then M): locks in id order cannot deadlock
    const edits = Array.from({ length: 10 }, (_, i) =>
      save(
        i % 2
          ? [
              { sku_id: m.id, on_hand: 10 + i },
              { sku_id: l.id, on_hand: 20 + i },
            ]
          : [
              { sku_id: l.id, on_hand: 20 + i },
              { sku_id: m.id, on_hand: 10 + i },
            ],
      ),
    );
    const [ordered, edited] = await Promise.all([Promise.all(orders), Promise.all(edits)]);
    expect(ordered.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect(edited.map((r) => r.status)).toEqual(Array(10).fill(200));

    const [mNow, lNow] = await readStockLevels(t.db, [m.id, l.id]);
    expect(mNow.reserved).toBe(10); // every order's piece is held: none was written over
    expect(mNow.available).toBeGreaterThanOrEqual(0);
    // the audit rows follow the lock order: the last one's "after" is what the shelf says now
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, p.product.id), eq(auditLog.action, 'stock.set')))
      .orderBy(asc(auditLog.id));
    const lastM = audits.findLast((a) => (a.after as Record<string, unknown>)[mNow.sku]);
    expect((lastM!.after as Record<string, { on_hand: number }>)[mNow.sku].on_hand).toBe(mNow.on_hand);
    expect(mNow.available).toBe(mNow.on_hand - 10);
    expect(lNow.on_hand).toBeGreaterThanOrEqual(20);
    const [row] = await t.db.select().from(products).where(eq(products.id, p.product.id));
    expect(row.inventory).toBe(mNow.available + lNow.available);
  });

  it('two edits from the same loaded count: one is applied, the other is told it moved (no lost update)', async () => {
    const p = await createProduct(t.db, { stock: 5, sizes: ['M'] });
    const m = p.colors[0].skus[0];
    const results = await Promise.all([
      save([{ sku_id: m.id, on_hand: 7, was: 5 }]),
      save([{ sku_id: m.id, on_hand: 9, was: 5 }]),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results[0].status === 200 ? 7 : 9;
    const loser = results.find((r) => r.status === 409)!;
    expect((await json(loser)).error.message).toContain(`changed to ${winner}`);
    const [row] = await t.db.select().from(skus).where(eq(skus.id, m.id));
    expect(row.stock).toBe(winner);
  });

  it('the last pieces: an edit to what orders hold and orders for more never oversell', async () => {
    const p = await createProduct(t.db, { price: 500, stock: 3, sizes: ['M'] });
    const m = p.colors[0].skus[0];
    const people = await Promise.all(Array.from({ length: 6 }, () => shopper(t)));
    const [ordered, edit] = await Promise.all([
      Promise.all(
        people.map((s) =>
          t.call('POST', '/api/payment/billing', body(s.addressId, [{ product: p }], { total_amount: 500 }), s.auth),
        ),
      ),
      save([{ sku_id: m.id, on_hand: 2 }]),
    ]);
    const placed = ordered.filter((r) => r.status === 201).length;
    const [now] = await readStockLevels(t.db, [m.id]);
    expect(now.reserved).toBe(placed);
    expect(now.available).toBeGreaterThanOrEqual(0);
    if (edit.status === 200) expect(now.on_hand).toBe(2);
    else {
      expect(edit.status).toBe(409); // orders already held 3
      expect(now.on_hand).toBe(3);
    }
    expect(placed).toBeLessThanOrEqual(3);
  });
});
