import { ProductInput, ProductsQuery, PublishInput } from '@store/contract/admin-products';
import { Hono } from 'hono';
import { HttpError } from '../../http-error';
import { consume, type Limit } from '../../rate-limit';
import { idParam, parseBody, parseQuery } from '../../validate';
import { type Actor, type AdminEnv, requirePermission } from '../staff-auth';
import { catalogueCategories, listProducts } from './product-list';
import { loadProduct, presentProduct } from './product-load';
import { deleteProduct, publishProduct, saveProduct } from './product-save';

const MIN = 60_000;
/** Saves rebuild cards and search words: plenty for a day at the desk, not a loop. */
export const PRODUCT_WRITES: Limit = { name: 'console-product-writes', max: 300, windowMs: 10 * MIN };
const actorKey = (a: Actor) => (a.staffId === null ? 'operator' : String(a.staffId));

/** The console's catalogue (/api/admin/products*, after adminAuth): the owner's (decision 0027). */
export const productRoutes = new Hono<AdminEnv>();

productRoutes.get('/admin/products', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  return c.json({ data: await listProducts(c.var.deps, parseQuery(c, ProductsQuery)) });
});

productRoutes.get('/admin/products/categories', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  return c.json({ data: await catalogueCategories(c.var.deps) });
});

productRoutes.get('/admin/products/:id', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const p = await loadProduct(c.var.deps.db, idParam(c));
  if (!p) throw new HttpError('not_found', 'Product not found');
  return c.json({ data: presentProduct(p) });
});

productRoutes.post('/admin/products', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  await consume(c.var.deps, PRODUCT_WRITES, actorKey(c.var.actor));
  const input = await parseBody(c, ProductInput);
  return c.json({ data: await saveProduct(c.var.deps, c.var.actor, null, input) }, 201);
});

productRoutes.put('/admin/products/:id', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const id = idParam(c);
  await consume(c.var.deps, PRODUCT_WRITES, actorKey(c.var.actor));
  const input = await parseBody(c, ProductInput);
  return c.json({ data: await saveProduct(c.var.deps, c.var.actor, id, input) });
});

productRoutes.post('/admin/products/:id/publish', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const id = idParam(c);
  await consume(c.var.deps, PRODUCT_WRITES, actorKey(c.var.actor));
  const { active } = await parseBody(c, PublishInput);
  return c.json({ data: await publishProduct(c.var.deps, c.var.actor, id, active) });
});

productRoutes.delete('/admin/products/:id', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const id = idParam(c);
  await consume(c.var.deps, PRODUCT_WRITES, actorKey(c.var.actor));
  await deleteProduct(c.var.deps, c.var.actor, id);
  return c.json({ data: { ok: true } });
});
