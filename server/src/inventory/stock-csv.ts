import { createHash } from 'node:crypto';
import {
  STOCK_CSV_COLUMNS,
  STOCK_CSV_MAX_ROWS,
  STOCK_ON_HAND_MAX,
  type StockImportChange,
  type StockImportError,
  type StockImportPreview,
} from '@store/contract/admin-stock';
import { SIZES } from '@store/contract/constants';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { productColors, products, skus } from '../db/schema';
import { HttpError } from '../http/http-error';
import { DERIVED_CODE_PATTERN, skuCode } from './sku-codes';
import { reservedBySku } from './stock-levels';

/** SKUs read per query while exporting, and looked up per query while importing. */
const BATCH = 2_000;

interface SkuInfo {
  id: number;
  sku: string;
  product: string;
  color: string;
  size: string;
  available: number;
}

const skuSelect = {
  id: skus.id,
  productId: skus.productId,
  colorId: skus.colorId,
  size: skus.size,
  stock: skus.stock,
  code: skus.code,
  product: products.name,
  color: productColors.name,
};

/** Every SKU as CSV (sku, on-hand quantity, product, colour, size), read in batches by id. */
export async function* stockCsv(db: Db): AsyncGenerator<string> {
  yield stringify([[...STOCK_CSV_COLUMNS]]);
  let after = 0;
  for (;;) {
    const rows = await db
      .select(skuSelect)
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(productColors, eq(productColors.id, skus.colorId))
      .where(gt(skus.id, after))
      .orderBy(asc(skus.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    const reserved = await reservedBySku(
      db,
      rows.map((r) => r.id),
    );
    yield stringify(
      rows.map((r) => [skuCode(r), r.stock + (reserved.get(r.id) ?? 0), r.product, r.color, r.size]),
      // a cell starting with = + - @ would run as a formula in a spreadsheet: quote it with a '
      { cast: { string: (v) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v) } },
    );
    after = rows[rows.length - 1].id;
  }
}

interface Row {
  line: number;
  sku: string;
  quantity: string;
}

const fail = (message: string) => new HttpError('validation_failed', message, { file: message });

/** The file's rows with their line numbers; 400 for what is not a stock CSV at all. */
function readRows(bytes: Buffer): Row[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(bytes, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      to_line: STOCK_CSV_MAX_ROWS + 2,
    }) as unknown as typeof records;
  } catch (err) {
    if (err instanceof CsvError) throw fail(`Line ${(err as { lines?: number }).lines ?? '?'}: ${err.message}`);
    throw err;
  }
  if (records.length === 0) throw fail('The file is empty');
  const header = records[0].record.map((h) => h.toLowerCase());
  const skuAt = header.indexOf('sku');
  const quantityAt = header.indexOf('quantity');
  if (skuAt < 0 || quantityAt < 0) throw fail('The first line must name the columns: sku,quantity');
  if (records.length - 1 > STOCK_CSV_MAX_ROWS) throw fail(`At most ${STOCK_CSV_MAX_ROWS} rows in one file`);
  return records.slice(1).map(({ record, info }) => ({
    line: info.lines,
    sku: record[skuAt] ?? '',
    quantity: record[quantityAt] ?? '',
  }));
}

/** The SKUs these names stand for: owner codes whatever the case, or derived `<product>-<colour>-<size>`. */
async function findSkus(db: Db | Tx, names: string[]): Promise<Map<string, SkuInfo>> {
  const found = new Map<string, SkuInfo>();
  const info = (r: Awaited<ReturnType<typeof query>>[number]): SkuInfo => ({
    id: r.id,
    sku: skuCode(r),
    product: r.product,
    color: r.color,
    size: r.size,
    available: r.stock,
  });
  const query = (where: ReturnType<typeof sql>) =>
    db
      .select(skuSelect)
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .innerJoin(productColors, eq(productColors.id, skus.colorId))
      .where(where);
  const upper = [...new Set(names.map((n) => n.toUpperCase()))];
  for (let i = 0; i < upper.length; i += BATCH) {
    const rows = await query(
      sql`upper(${skus.code}) in (${sql.join(
        upper.slice(i, i + BATCH).map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
    for (const r of rows) found.set(r.code!.toUpperCase(), info(r));
  }
  const derived = upper.flatMap((name) => {
    const m = DERIVED_CODE_PATTERN.exec(name);
    const size = m && SIZES.find((s) => s === m[3]);
    return m && size && !found.has(name) ? [{ name, productId: Number(m[1]), colorId: Number(m[2]), size }] : [];
  });
  for (let i = 0; i < derived.length; i += BATCH) {
    const part = derived.slice(i, i + BATCH).filter((d) => d.productId <= 2 ** 31 - 1 && d.colorId <= 2 ** 31 - 1);
    if (part.length === 0) continue;
    const rows = await query(
      sql`(${skus.productId}, ${skus.colorId}, ${skus.size}) in (${sql.join(
        part.map((d) => sql`(${d.productId}::int, ${d.colorId}::int, ${d.size}::text)`),
        sql`, `,
      )})`,
    );
    for (const r of rows) found.set(`${r.productId}-${r.colorId}-${r.size}`, info(r));
  }
  return found;
}

/**
 * Checks every row of a stock CSV against the database, changing nothing: the preview, and the
 * ids of every SKU the file names (an apply locks them all, changed or not).
 */
export async function examineStockCsv(
  db: Db | Tx,
  bytes: Buffer,
): Promise<{ preview: StockImportPreview; named: number[] }> {
  const rows = readRows(bytes);
  const found = await findSkus(db, rows.map((r) => r.sku).filter(Boolean));
  const ids = [...new Set([...found.values()].map((s) => s.id))];
  const reserved = new Map<number, number>();
  for (let i = 0; i < ids.length; i += BATCH)
    for (const [id, n] of await reservedBySku(db, ids.slice(i, i + BATCH))) reserved.set(id, n);
  const errors: StockImportError[] = [];
  const changes: StockImportChange[] = [];
  const firstLine = new Map<number, number>();
  let unchanged = 0;
  for (const r of rows) {
    const error = (message: string) => errors.push({ line: r.line, sku: r.sku, message });
    if (!r.sku) {
      error('The SKU is missing');
      continue;
    }
    const s = found.get(r.sku.toUpperCase());
    if (!s) {
      error('Unknown SKU');
      continue;
    }
    const seen = firstLine.get(s.id);
    if (seen !== undefined) {
      error(`The same SKU as line ${seen}`);
      continue;
    }
    firstLine.set(s.id, r.line);
    if (/^-\d+$/.test(r.quantity)) {
      error('The quantity cannot be negative');
      continue;
    }
    if (!/^\d+$/.test(r.quantity)) {
      error(
        r.quantity
          ? `The quantity must be a whole number, not "${r.quantity.slice(0, 20)}"`
          : 'The quantity is missing',
      );
      continue;
    }
    const quantity = Number(r.quantity);
    if (quantity > STOCK_ON_HAND_MAX) {
      error(`The quantity is at most ${STOCK_ON_HAND_MAX}`);
      continue;
    }
    const held = reserved.get(s.id) ?? 0;
    if (quantity < held) {
      error(`Open orders hold ${held}: the quantity cannot be below ${held}`);
      continue;
    }
    const old = s.available + held;
    if (old === quantity) unchanged++;
    else
      changes.push({
        line: r.line,
        sku: s.sku,
        product: s.product,
        color: s.color,
        size: s.size,
        reserved: held,
        old,
        new: quantity,
        sku_id: s.id,
      });
  }
  const preview = { token: previewToken(bytes, changes), changes, errors, unchanged, rows: rows.length };
  return { preview, named: ids };
}

/**
 * Names this file and the changes it would make from the stock as it was: applying sends it
 * back, so a file edited since, or stock moved since, is refused instead of applied unseen.
 */
function previewToken(bytes: Buffer, changes: StockImportChange[]): string {
  return createHash('sha256')
    .update(bytes)
    .update(JSON.stringify(changes.map((c) => [c.sku, c.old, c.new])))
    .digest('base64url');
}
