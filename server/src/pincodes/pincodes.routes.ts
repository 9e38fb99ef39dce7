import { idFromSegment } from '@store/contract/limits';
import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { sendCachedJson } from '../http/http-cache';
import { HttpError } from '../http/http-error';
import { checkDelivery, requirePincode, toPincodeInfo } from './pincodes.queries';

export const pincodesRoutes = new Hono<AppEnv>();

// GET /api/pincode/:pincode            -> {data: {pincode, city, district, state, location}}
// GET /api/pincode/:pincode?product=id -> the same plus serviceable, and when serviceable
//                                          delivery_days (working days) and estimated_delivery
pincodesRoutes.get('/pincode/:pincode', async (c) => {
  const { db, now } = c.var.deps;
  const row = await requirePincode(db, c.req.param('pincode'));
  const product = c.req.query('product');
  if (product === undefined) {
    // The directory never changes while the store runs: a day of caching is safe.
    return sendCachedJson(c, { data: toPincodeInfo(row) }, { cacheControl: 'public, max-age=86400' });
  }
  const productId = idFromSegment(product);
  if (productId === null) {
    throw new HttpError('validation_failed', 'Product id must be a positive number', {
      product: 'Product id must be a positive number',
    });
  }
  return sendCachedJson(c, { data: await checkDelivery(db, row, productId, now()) });
});
