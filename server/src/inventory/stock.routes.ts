import { STOCK_IMPORT_TOKEN_HEADER } from '@store/contract/admin-stock';
import { SkuCodeInput, StockQuery, StockSaveInput } from '@store/contract/admin-stock-input';
import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import { type AdminEnv, requirePermission } from '../admin/staff-auth';
import type { Deps } from '../app-env';
import { HttpError } from '../http/http-error';
import { consume, type Limit } from '../http/rate-limit';
import { idParam, parseBody, parseQuery } from '../http/validate';
import { readCsvUpload } from './csv-upload';
import { applyStockCsv, saveStockLevels, setSkuCode } from './stock-actions';
import { examineStockCsv, stockCsv } from './stock-csv';
import { productStock, stockPage } from './stock-views';

/** The stock CSV's paths, which read a file's bytes instead of JSON (json-bodies.ts FILE_POSTS). */
export const STOCK_IMPORT_PATHS = ['/api/admin/stock/import/preview', '/api/admin/stock/import/apply'];

/** Each preview or apply reads and checks a whole file: a few a minute is what a person does. */
const STOCK_IMPORT_LIMIT: Limit = { name: 'stock-import', max: 30, windowMs: 10 * 60_000 };

/** The owner's stock pages under /api/admin (after adminAuth): grid, quick-edit table, CSV. */
export const stockRoutes = new Hono<AdminEnv>();

stockRoutes.get('/admin/stock', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  return c.json({ data: await stockPage(c.var.deps.db, parseQuery(c, StockQuery)) });
});

stockRoutes.get('/admin/stock/products/:id', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  return c.json({ data: await productStock(c.var.deps.db, idParam(c)) });
});

stockRoutes.post('/admin/stock', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const { changes } = await parseBody(c, StockSaveInput);
  const result = await saveStockLevels(
    c.var.deps,
    c.var.actor,
    'stock.set',
    changes.map((x) => ({ skuId: x.sku_id, onHand: x.on_hand, was: x.was })),
  );
  return c.json({ data: result });
});

stockRoutes.post('/admin/stock/skus/:id/code', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const id = idParam(c);
  const { code } = await parseBody(c, SkuCodeInput);
  return c.json({ data: await setSkuCode(c.var.deps, c.var.actor, id, code) });
});

stockRoutes.get('/admin/stock/export.csv', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const { db } = c.var.deps;
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="stock-${c.var.deps.now().toISOString().slice(0, 10)}.csv"`);
  return stream(c, async (s) => {
    for await (const chunk of stockCsv(db)) await s.write(chunk);
  });
});

const importer = (deps: Deps, who: string) =>
  consume(deps, STOCK_IMPORT_LIMIT, who, 'Too many imports: wait a few minutes');

stockRoutes.post('/admin/stock/import/preview', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  await importer(c.var.deps, c.var.actor.label);
  const bytes = await readCsvUpload(c.req.raw);
  return c.json({ data: (await examineStockCsv(c.var.deps.db, bytes)).preview });
});

stockRoutes.post('/admin/stock/import/apply', async (c) => {
  requirePermission(c.var.actor, 'catalogue');
  const token = c.req.header(STOCK_IMPORT_TOKEN_HEADER);
  if (!token || token.length > 100)
    throw new HttpError('validation_failed', 'Preview the file first', { file: 'Preview the file first' });
  await importer(c.var.deps, c.var.actor.label);
  const bytes = await readCsvUpload(c.req.raw);
  return c.json({ data: await applyStockCsv(c.var.deps, c.var.actor, bytes, token) });
});
