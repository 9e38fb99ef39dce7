import type { StockImportPreview, StockSaveResult } from '@store/contract/admin-stock';
import { eq } from 'drizzle-orm';
import { runStaffAction, type StaffAction } from '../admin/staff-action';
import { type Actor, requirePermission } from '../admin/staff-auth';
import type { Deps } from '../app-env';
import { invalidateProducts } from '../catalog/catalog-cache';
import type { Db, Tx } from '../db/client';
import { classifyDbError } from '../db/db-errors';
import { skus } from '../db/schema';
import { HttpError } from '../http/http-error';
import { DERIVED_CODE_PATTERN, derivedSkuCode } from './sku-codes';
import { examineStockCsv } from './stock-csv';
import {
  lockStockLevels,
  readStockLevels,
  refusals,
  type StockChange,
  type StockLevel,
  setStockLevels,
} from './stock-levels';

/** What the audit log keeps of a product's stock: each SKU's numbers by its code. */
const snapshot = (levels: StockLevel[]) =>
  Object.fromEntries(levels.map((l) => [l.sku, { available: l.available, reserved: l.reserved, on_hand: l.on_hand }]));

/**
 * The owner's counts for SKUs of one or many products, in one transaction: every SKU is locked
 * first in id order (as checkouts lock them), every refusal is reported at once (409 naming each
 * SKU), then each product's part runs through `runStaffAction` (its own audit row, entity
 * product, before and after), nested in the one transaction so all or nothing is applied.
 * `check` runs under the locks (of `alsoLock` too) before anything is written: the CSV import
 * compares its preview there.
 */
export async function saveStockLevels(
  deps: Deps,
  actor: Actor,
  action: string,
  changes: StockChange[],
  opts: { alsoLock?: number[]; check?: (tx: Tx) => Promise<void> } = {},
): Promise<StockSaveResult> {
  requirePermission(actor, 'catalogue');
  const touched = new Set<number>();
  const result = await deps.db.transaction(async (tx) => {
    const levels = await lockStockLevels(tx, [...changes.map((c) => c.skuId), ...(opts.alsoLock ?? [])]);
    await opts.check?.(tx);
    const byId = new Map(levels.map((l) => [l.sku_id, l]));
    const unknown = changes.filter((c) => !byId.has(c.skuId));
    if (unknown.length > 0)
      throw new HttpError(
        'not_found',
        'Unknown SKU',
        Object.fromEntries(unknown.map((c) => [`sku.${c.skuId}`, 'Unknown SKU'])),
      );
    const refused = refusals(byId, changes);
    if (Object.keys(refused).length > 0)
      throw new HttpError('conflict', Object.values(refused)[0], refused, { skus: Object.keys(refused) });
    const byProduct = new Map<number, StockChange[]>();
    for (const c of changes) {
      const productId = byId.get(c.skuId)!.product_id;
      byProduct.set(productId, [...(byProduct.get(productId) ?? []), c]);
    }
    // runStaffAction opens a savepoint in this transaction (drizzle's nested transaction)
    const inTx: Deps = { ...deps, db: tx as unknown as Db };
    const changed: StockSaveResult['changed'] = [];
    for (const [productId, group] of [...byProduct].sort(([a], [b]) => a - b)) {
      const ids = group.map((c) => c.skuId);
      const spec: StaffAction<StockLevel[], Awaited<ReturnType<typeof setStockLevels>>> = {
        action,
        permission: 'catalogue',
        entity: { type: 'product', id: productId },
        load: (t) => readStockLevels(t, ids),
        refuse: () => null,
        apply: (t) => setStockLevels(t, group),
        snapshot,
      };
      const { before, after } = await runStaffAction(inTx, actor, spec);
      if (after.length > 0) touched.add(productId);
      for (const [i, b] of before.entries()) changed.push({ sku: b.sku, before: b.on_hand, after: after[i].on_hand });
    }
    return { changed };
  });
  // again after the commit: a page read meanwhile must not keep the old stock (admin/reviews.ts)
  invalidateProducts([...touched]);
  return result;
}

/** The owner names a SKU (null: back to the derived code). Unique whatever the case: 409 on a clash. */
export async function setSkuCode(deps: Deps, actor: Actor, skuId: number, code: string | null) {
  if (code && DERIVED_CODE_PATTERN.test(code))
    throw new HttpError('validation_failed', 'A SKU code cannot look like product-colour-size numbers', {
      code: 'A SKU code cannot look like product-colour-size numbers',
    });
  const [row] = await deps.db.select({ productId: skus.productId }).from(skus).where(eq(skus.id, skuId));
  if (!row) throw new HttpError('not_found', 'SKU not found');
  try {
    return await runStaffAction(deps, actor, {
      action: 'sku.code',
      permission: 'catalogue',
      entity: { type: 'product', id: row.productId },
      load: async (tx) => {
        const [s] = await tx.select().from(skus).where(eq(skus.id, skuId)).for('update');
        return s ? { sku_id: s.id, derived: derivedSkuCode(s), code: s.code } : null;
      },
      refuse: (s) => (s.code === code ? 'The SKU already has this code' : null),
      apply: async (tx) => {
        await tx.update(skus).set({ code }).where(eq(skus.id, skuId));
        return { sku_id: skuId, code };
      },
      missing: 'SKU not found',
    });
  } catch (err) {
    if (classifyDbError(err) === 'unique')
      throw new HttpError('conflict', `Another SKU already has the code ${code}`, {
        code: `Another SKU already has the code ${code}`,
      });
    throw err;
  }
}

/**
 * Applies a previewed stock CSV: the same file and the token its preview gave. Every SKU the file
 * names is locked, the preview computed again under the locks, and the whole file applied only
 * if it has no errors and its token is the one the owner saw (409 otherwise: preview again).
 */
export async function applyStockCsv(deps: Deps, actor: Actor, bytes: Buffer, token: string) {
  requirePermission(actor, 'catalogue');
  const first = await examineStockCsv(deps.db, bytes);
  const refuseIfStale = (p: StockImportPreview) => {
    if (p.errors.length > 0)
      throw new HttpError(
        'validation_failed',
        `The file has ${p.errors.length} row(s) with errors: nothing was changed`,
        {
          file: 'Fix the rows with errors and preview again',
        },
        { errors: p.errors },
      );
    if (p.token !== token)
      throw new HttpError('conflict', 'The file or the stock changed since the preview: preview it again', {
        file: 'Preview the file again',
      });
  };
  refuseIfStale(first.preview);
  const changes = first.preview.changes.map((c) => ({ skuId: c.sku_id, onHand: c.new, was: c.old }));
  if (changes.length === 0) return { changed: [] };
  return saveStockLevels(deps, actor, 'stock.import', changes, {
    alsoLock: first.named,
    check: async (tx) => refuseIfStale((await examineStockCsv(tx, bytes)).preview),
  });
}
