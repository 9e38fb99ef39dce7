import { LineProductsQuery } from '@store/contract/catalog';
import { Hono } from 'hono';
import { optionalUser } from '../accounts/auth.middleware';
import type { AppEnv } from '../app-env';
import { notFound } from '../http/http-error';
import { clientIp, consume, LIMITS } from '../http/rate-limit';
import { idParam, parseQuery } from '../http/validate';
import { withOwnHolds } from '../orders/held-for-shopper';
import { cachedData } from './cached-answers';
import {
  bannersShownAt,
  cachedList,
  homeRowProductIds,
  listBanners,
  listCategories,
  listHomeRows,
  listNewLaunches,
} from './catalog.queries';
import { cachedProductDetail, lineProduct, productDetailCached } from './product-detail';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/product/category/list', async (c) =>
  cachedData(c, await cachedList(c.var.deps.db, 'categories', listCategories)),
);

catalogRoutes.get('/global/floating', async (c) =>
  // The schedule is applied to the cached list, so a banner starts and ends on time: a new list
  // each time, prepared for this answer only.
  cachedData(c, bannersShownAt(await cachedList(c.var.deps.db, 'banners', listBanners), c.var.deps.now())),
);

catalogRoutes.get('/product/sub-category/product/list', async (c) =>
  cachedData(c, await cachedList(c.var.deps.db, 'home rows', listHomeRows, homeRowProductIds)),
);

catalogRoutes.get('/product/new-launch', async (c) =>
  cachedData(c, await cachedList(c.var.deps.db, 'new launches', listNewLaunches)),
);

// Digits only, so /product/product/search can never be read as an id.
catalogRoutes.get('/product/product/:id{[0-9]+}', async (c) => {
  const product = await cachedProductDetail(c.var.deps.db, idParam(c));
  if (!product) throw notFound('Product not found');
  return cachedData(c, product);
});

// A stored cart and wishlist are checked in one request (web/app/cart/cart-refresh.ts), each
// product read through the product pages' cache and cut to what a line shows; ids of products
// not on sale are left out. Not kept by browsers: a cart is checked against today's stock, and a
// logged-in shopper's against the stock their own unpaid orders hold too (held-for-shopper.ts).
catalogRoutes.get('/product/product/lines', optionalUser, async (c) => {
  const { ids } = parseQuery(c, LineProductsQuery);
  const { db } = c.var.deps;
  // One request can name 50 products nobody has asked for: those that read the database are
  // counted per address; a check of products in memory (a shopper's usual case) writes nothing.
  if (!ids.every((id) => productDetailCached(db, id))) await consume(c.var.deps, LIMITS.lineReadsIp, clientIp(c));
  const found = await Promise.all(ids.map((id) => cachedProductDetail(db, id)));
  const lines = found.flatMap((p) => (p ? [lineProduct(p)] : []));
  const { user } = c.var;
  c.header('Cache-Control', 'no-store');
  return c.json({ data: user ? await withOwnHolds(db, user.id, lines) : lines });
});
