import { ReviewRequest } from '@store/contract/orders';
import { Hono } from 'hono';
import { requireUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { parseBody } from '../validate';
import { addReview } from './reviews.queries';

export const reviewsRoutes = new Hono<AppEnv>();

reviewsRoutes.post('/product/review', requireUser, async (c) => {
  const body = await parseBody(c, ReviewRequest);
  return c.json({ data: await addReview(c.var.deps, c.var.user, body) }, 201);
});
