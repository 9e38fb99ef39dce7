import { and, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../app-env';
import { invalidateProducts } from '../catalog/catalog-cache';
import { products, reviewHides, reviews } from '../db/schema';
import { recountRating } from '../reviews/reviews.queries';
import { runStaffAction } from './staff-action';
import type { Actor } from './staff-auth';

export const REVIEWS_PAGE_SIZE = 25;

const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Reviews newest first, hidden or shown ones only, by product name and star rating. */
export async function listReviews(
  deps: Deps,
  q: { state?: 'hidden' | 'visible'; q?: string; rating?: number; page: number },
) {
  const hidden = sql`exists (select 1 from review_hides h where h.review_id = ${reviews.id})`;
  const term = q.q?.trim();
  const where = and(
    q.state === 'hidden' ? hidden : q.state === 'visible' ? sql`not ${hidden}` : undefined,
    term ? sql`${products.name} ilike ${like(term)}` : undefined,
    q.rating ? eq(reviews.rating, q.rating) : undefined,
  );
  const { db } = deps;
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .where(where);
  const rows = await db
    .select({ r: reviews, product: { id: products.id, name: products.name, slug: products.slug }, hide: reviewHides })
    .from(reviews)
    .innerJoin(products, eq(products.id, reviews.productId))
    .leftJoin(reviewHides, eq(reviewHides.reviewId, reviews.id))
    .where(where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(REVIEWS_PAGE_SIZE)
    .offset((q.page - 1) * REVIEWS_PAGE_SIZE);
  return {
    reviews: rows.map(({ r, product, hide }) => ({
      id: r.id,
      product,
      customer_id: r.userId,
      name: r.name,
      rating: r.rating,
      title: r.title,
      comment: r.comment,
      verified_buyer: r.verifiedBuyer,
      at: r.createdAt.toISOString(),
      hidden: hide ? { reason: hide.reason, staff_id: hide.staffId, at: hide.at.toISOString() } : null,
    })),
    total: Number(total),
    page: q.page,
    page_size: REVIEWS_PAGE_SIZE,
  };
}

/**
 * Hides a review (with the reason) or shows it again: audited, and the product's average and
 * count recounted in the same transaction, its cached pages dropped once committed.
 */
export async function setReviewHidden(deps: Deps, actor: Actor, id: number, hide: { reason: string } | null) {
  const productId = await runStaffAction(deps, actor, {
    action: hide ? 'review.hide' : 'review.show',
    permission: 'customers',
    entity: { type: 'review', id },
    load: async (tx) => {
      const [r] = await tx
        .select({ productId: reviews.productId, rating: reviews.rating })
        .from(reviews)
        .where(eq(reviews.id, id));
      if (!r) return null;
      // Locks the product row: a review written meanwhile recounts after this one (reviews.queries.ts).
      await tx.select({ id: products.id }).from(products).where(eq(products.id, r.productId)).for('no key update');
      const [h] = await tx.select().from(reviewHides).where(eq(reviewHides.reviewId, id));
      const [p] = await tx
        .select({ avg: products.ratingAvg, count: products.ratingCount })
        .from(products)
        .where(eq(products.id, r.productId));
      return { ...r, hidden: h ? { reason: h.reason, at: h.at } : null, product_rating: p };
    },
    refuse: (s) => (!!s.hidden === !!hide ? `This review is already ${hide ? 'hidden' : 'shown'}` : null),
    apply: async (tx, s, at) => {
      if (hide) await tx.insert(reviewHides).values({ reviewId: id, reason: hide.reason, staffId: actor.staffId, at });
      else await tx.delete(reviewHides).where(eq(reviewHides.reviewId, id));
      await recountRating(tx, s.productId);
      return s.productId;
    },
    missing: 'Review not found',
  });
  // after the commit: a page read meanwhile cannot cache the old rating again
  invalidateProducts([productId]);
}
