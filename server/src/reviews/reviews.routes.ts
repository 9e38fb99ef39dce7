import { ReviewRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { parseBody } from '../http/validate';
import { addReview } from './reviews.queries';

export const reviewsRoutes = new Hono<AppEnv>();

/** 201 for a shopper's first review of the product, 200 when it replaces their earlier one. */
reviewsRoutes.post('/product/review', requireUser, async (c) => {
  const body = await parseBody(c, ReviewRequest);
  const { created, review } = await addReview(c.var.deps, c.var.user, body);
  return c.json({ data: review }, created ? 201 : 200);
});
