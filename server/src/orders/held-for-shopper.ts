import type { LineProduct } from '@store/contract/catalog';
import { and, eq, inArray, ne, sum } from 'drizzle-orm';
import type { Db } from '../db/client';
import { orderLines, orders, skus } from '../db/schema';

/**
 * The pieces a shopper's own unpaid online orders hold, per colour and size, of the given
 * products. A new checkout gives those orders up before it takes stock (billing.ts ›
 * expirePendingOrdersOf), so to this shopper they are on sale: a payment that failed for a
 * size's last pieces leaves the size looking sold out to everyone else, not to the cart that
 * tries again.
 */
async function heldByOwnUnpaidOrders(db: Db, userId: number, productIds: number[]) {
  if (productIds.length === 0) return [];
  return db
    .select({ colorId: skus.colorId, size: skus.size, quantity: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(skus, eq(skus.id, orderLines.skuId))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'pending_payment'),
        ne(orderLines.trackingStatus, 'Cancelled'),
        inArray(orderLines.productId, productIds),
      ),
    )
    .groupBy(skus.colorId, skus.size);
}

/** `lines` as this shopper may buy them: the stock their own unpaid orders hold added back. */
export async function withOwnHolds(db: Db, userId: number, lines: LineProduct[]): Promise<LineProduct[]> {
  const held = await heldByOwnUnpaidOrders(
    db,
    userId,
    lines.map((l) => l.id),
  );
  if (held.length === 0) return lines;
  return lines.map((line) => ({
    ...line,
    colors: line.colors.map((color) => {
      // every SKU of the colour has its size in stock_by_size ('' for one without sizes)
      const mine = held.filter((h) => h.colorId === color.id && h.size in color.stock_by_size);
      if (mine.length === 0) return color;
      const bySize = { ...color.stock_by_size };
      let stock = color.stock;
      for (const h of mine) {
        bySize[h.size] += h.quantity;
        stock += h.quantity;
      }
      return { ...color, stock, stock_by_size: bySize };
    }),
  }));
}
