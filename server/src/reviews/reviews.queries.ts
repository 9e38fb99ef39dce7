import type { Review } from '@store/contract/catalog';
import type { ReviewRequest } from '@store/contract/orders';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Deps, SessionUser } from '../app-env';
import { invalidateProducts } from '../catalog/catalog-cache';
import { orderLines, orders, products, reviews } from '../db/schema';
import { HttpError } from '../http-error';

// Control characters other than newlines and tabs have no place in a review; HTML needs no
// treatment here because the text is stored and rendered as plain text, never as markup.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const plain = (s: string) => s.replace(CONTROL, '').trim();

/** A review, marked from a buyer when the user has a placed order with this product. */
export async function addReview(deps: Deps, user: SessionUser, req: z.output<typeof ReviewRequest>): Promise<Review> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    // Locks the product row: concurrent reviews update its average one after the other.
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, req.id), eq(products.active, true)))
      .for('no key update');
    if (!product) throw new HttpError('not_found', 'Product not found');
    const [bought] = await tx
      .select({ id: orderLines.id })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.userId, user.id), eq(orders.status, 'placed'), eq(orderLines.productId, req.id)))
      .limit(1);
    const [row] = await tx
      .insert(reviews)
      .values({
        productId: req.id,
        userId: user.id,
        name: user.name,
        title: plain(req.title),
        rating: req.rating,
        comment: plain(req.review),
        verifiedBuyer: Boolean(bought),
        createdAt: now,
      })
      .returning();
    await tx
      .update(products)
      .set({
        ratingCount: sql`(select count(*) from ${reviews} where ${reviews.productId} = ${req.id})::int`,
        ratingAvg: sql`(select coalesce(round(avg(${reviews.rating}), 2), 0) from ${reviews} where ${reviews.productId} = ${req.id})`,
      })
      .where(eq(products.id, req.id));
    // Cards and the product page show the rating: drop their cached copies.
    invalidateProducts([req.id]);
    return {
      id: row.id,
      name: row.name,
      rating: row.rating,
      title: row.title,
      comment: row.comment,
      verified_buyer: row.verifiedBuyer,
      created_at: row.createdAt.toISOString(),
    };
  });
}
