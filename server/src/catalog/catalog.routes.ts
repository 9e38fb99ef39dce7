import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { notFound } from '../http-error';
import { idParam } from '../validate';
import {
  bannersShownAt,
  cachedList,
  homeRowProductIds,
  listBanners,
  listCategories,
  listHomeRows,
  listNewLaunches,
} from './catalog.queries';
import { cachedJson } from './http-cache';
import { cachedProductDetail } from './product-detail';

export const catalogRoutes = new Hono<AppEnv>();

catalogRoutes.get('/product/category/list', async (c) =>
  cachedJson(c, { data: await cachedList(c.var.deps.db, 'categories', listCategories) }),
);

catalogRoutes.get('/global/floating', async (c) =>
  // the schedule is applied to the cached list, so a banner starts and ends on time
  cachedJson(c, { data: bannersShownAt(await cachedList(c.var.deps.db, 'banners', listBanners), c.var.deps.now()) }),
);

catalogRoutes.get('/product/sub-category/product/list', async (c) =>
  cachedJson(c, { data: await cachedList(c.var.deps.db, 'home rows', listHomeRows, homeRowProductIds) }),
);

catalogRoutes.get('/product/new-launch', async (c) =>
  cachedJson(c, { data: await cachedList(c.var.deps.db, 'new launches', listNewLaunches) }),
);

// Digits only, so /product/product/search can never be read as an id.
catalogRoutes.get('/product/product/:id{[0-9]+}', async (c) => {
  const product = await cachedProductDetail(c.var.deps.db, idParam(c));
  if (!product) throw notFound('Product not found');
  return cachedJson(c, { data: product });
});
