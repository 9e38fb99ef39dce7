import { ProductInput, ProductsQuery, PublishInput } from '@store/contract/admin-products';
import { Hono } from 'hono';
import { HttpError } from '../../http/http-error';
import { consume, type Limit } from '../../http/rate-limit';
import { idParam, parseBody, parseQuery } from '../../http/validate';
import { type Actor, type AdminEnv, requirePermission } from '../staff-auth';
import { exportCatalogue } from './catalogue-export';
import { importCatalogue } from './catalogue-import';
import { readCsvBody } from './csv-body';
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

/** Exports and imports read or write the whole catalogue: a few a minute is plenty. */
export const CATALOGUE_CSV: Limit = { name: 'console-catalogue-csv', max: 30, windowMs: 10 * MIN };

productRoutes.get('/admin/catalogue/export.csv', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const q = parseQuery(c, ProductsQuery);
  await consume(c.var.deps, CATALOGUE_CSV, actorKey(c.var.actor));
  const day = c.var.deps.now().toISOString().slice(0, 10);
  return c.body(exportCatalogue(c.var.deps, q), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="catalogue-${day}.csv"`,
    'cache-control': 'no-store',
  });
});

/**
 * The CSV file as the body (text/csv, at most CATALOGUE_CSV_MAX_BYTES; json-bodies.ts FILE_POSTS
 * lets it past the API's 64 KB JSON limit). `?apply=1` applies, otherwise a preview.
 */
productRoutes.post('/admin/catalogue/import', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  if (!/^text\/csv\b/i.test(c.req.header('content-type') ?? ''))
    throw new HttpError('validation_failed', 'Send the file as text/csv', undefined, undefined, 415);
  await consume(c.var.deps, CATALOGUE_CSV, actorKey(c.var.actor));
  const text = await readCsvBody(c.req.raw);
  const apply = c.req.query('apply') === '1';
  return c.json({ data: await importCatalogue(c.var.deps, c.var.actor, text, apply) });
});
