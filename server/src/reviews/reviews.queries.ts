import type { Review } from '@store/contract/catalog';
import type { TrackingStatus } from '@store/contract/constants';
import type { ReviewRequest } from '@store/contract/orders';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps, SessionUser } from '../app-env';
import { invalidateProducts } from '../catalog/catalog-cache';
import type { Tx } from '../db/client';
import { orderLines, orders, products, reviews } from '../db/schema';
import { HttpError } from '../http/http-error';
import { consume, LIMITS } from '../http/rate-limit';
import { VISIBLE_ORDER_STATUSES } from '../orders/order-lines';

// Control characters other than newlines and tabs have no place in a review; HTML needs no
// treatment here because the text is stored and rendered as plain text, never as markup.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const plain = (s: string) => s.replace(CONTROL, '').trim();

/** A line the shopper has received: Delivered, or an exchange that started from Delivered. */
const RECEIVED: TrackingStatus[] = ['Delivered', 'Exchange Requested', 'Exchanged'];

/**
 * The product's average and count from its reviews, less those staff hid (admin/reviews.ts):
 * in the caller's transaction, with the product row locked by it.
 */
export async function recountRating(tx: Tx, productId: number) {
  // spelled out with an alias: drizzle may leave a column unqualified inside an update's set
  const shown = sql`from reviews r where r.product_id = ${productId}
    and not exists (select 1 from review_hides h where h.review_id = r.id)`;
  await tx
    .update(products)
    .set({
      ratingCount: sql`(select count(*) ${shown})::int`,
      ratingAvg: sql`(select coalesce(round(avg(r.rating), 2), 0) ${shown})`,
    })
    .where(eq(products.id, productId));
}

export const TOO_MANY_REVIEWS = 'Too many reviews: please try again later';

/**
 * A review from the shopper's own order line of the product (another shopper's line, or an
 * order they cannot see, is a 404). One per shopper and product: writing again replaces the
 * old one, so the product's average counts each shopper once. "Verified buyer" only when the
 * line was received; a cancelled or not yet delivered line never earns it.
 */
export async function addReview(
  deps: Deps,
  user: SessionUser,
  req: z.output<typeof ReviewRequest>,
): Promise<{ created: boolean; review: Review }> {
  await consume(deps, LIMITS.reviewUser, String(user.id), TOO_MANY_REVIEWS);
  const now = deps.now();
  const [line] = await deps.db
    .select({ productId: orderLines.productId, status: orderLines.trackingStatus })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        eq(orderLines.id, req.order_line),
        eq(orders.userId, user.id),
        inArray(orders.status, VISIBLE_ORDER_STATUSES),
      ),
    )
    .limit(1);
  if (!line) throw new HttpError('not_found', 'Order not found', { order_line: 'Order not found' });
  if (line.productId !== req.id)
    throw new HttpError('validation_failed', 'This order line is of another product', {
      order_line: 'This order line is of another product',
    });
  return deps.db.transaction(async (tx) => {
    // Locks the product row: concurrent reviews update its average one after the other.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, req.id), eq(products.active, true)))
      .for('no key update');
    if (!product) throw new HttpError('not_found', 'Product not found');
    const [before] = await tx
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, req.id), eq(reviews.userId, user.id)));
    const written = {
      name: user.name,
      title: plain(req.title),
      rating: req.rating,
      comment: plain(req.review),
      verifiedBuyer: RECEIVED.includes(line.status as TrackingStatus),
      createdAt: now,
    };
    const [row] = await tx
      .insert(reviews)
      .values({ productId: req.id, userId: user.id, ...written })
      .onConflictDoUpdate({ target: [reviews.productId, reviews.userId], set: written })
      .returning();
    await recountRating(tx, req.id);
    // Cards and the product page show the rating: drop their cached copies.
    invalidateProducts([req.id]);
    return {
      created: !before,
      review: {
        id: row.id,
        name: row.name,
        rating: row.rating,
        title: row.title,
        comment: row.comment,
        verified_buyer: row.verifiedBuyer,
        created_at: row.createdAt.toISOString(),
      },
    };
  });
}
