import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLineEvents, orderLines, orders } from '../db/schema';
import { createProduct } from '../test/factories';
import { body, json, shopper } from '../test/order-kit';
import { createTestApp, type TestApp } from '../test/test-app';

// A database of its own: the backfill reads every line there is.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('migration 0007', () => {
  it('gives lines placed before the history an Ordered step at the order time and their present one', async () => {
    const p = await createProduct(t.db, { price: 500 });
    const s = await shopper(t);
    const res = await t.call(
      'POST',
      '/api/payment/billing',
      body(s.addressId, [{ product: p }, { product: p, size: 'L' }], { total_amount: 1000 }),
      s.auth,
    );
    const { id } = (await json(res)).data;
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id));
    const placedAt = new Date('2026-10-01T10:00:00Z');
    const shippedAt = new Date('2026-10-02T09:30:00Z');
    // as a store before the history existed would hold it
    await t.db.delete(orderLineEvents);
    await t.db.update(orders).set({ createdAt: placedAt }).where(eq(orders.id, id));
    await t.db.update(orderLines).set({ updatedOn: placedAt }).where(eq(orderLines.orderId, id));
    await t.db
      .update(orderLines)
      .set({ trackingStatus: 'Shipped', updatedOn: shippedAt })
      .where(eq(orderLines.id, lines[1].id));

    const file = join(import.meta.dirname, '../db/migrations/0007_order_line_events.sql');
    const backfill = readFileSync(file, 'utf8')
      .split('--> statement-breakpoint')
      .filter((s) => s.includes('INSERT INTO "order_line_events"'));
    expect(backfill).toHaveLength(2);
    for (const statement of backfill) await t.db.execute(sql.raw(statement));

    const events = await t.db
      .select({ lineId: orderLineEvents.lineId, status: orderLineEvents.status, at: orderLineEvents.at })
      .from(orderLineEvents)
      .orderBy(asc(orderLineEvents.lineId), asc(orderLineEvents.at));
    expect(events).toEqual([
      { lineId: lines[0].id, status: 'Ordered', at: placedAt },
      { lineId: lines[1].id, status: 'Ordered', at: placedAt },
      { lineId: lines[1].id, status: 'Shipped', at: shippedAt },
    ]);
  });
});
