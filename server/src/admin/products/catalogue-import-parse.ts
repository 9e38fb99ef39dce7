import {
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_MAX_BYTES,
  CATALOGUE_CSV_MAX_ROWS,
  type CatalogueCsvColumn,
} from '@store/contract/admin-catalogue';
import { SIZES, type Size } from '@store/contract/constants';
import { slugify } from '@store/contract/slug';
import { parse } from 'csv-parse/sync';

// Reads the bulk CSV into products with the line of every value, before anything touches the
// database. What is wrong is reported per line and column, all of it, not only the first.

export interface CsvError {
  line: number;
  field: string;
  message: string;
}

type Cells = Record<CatalogueCsvColumn, string>;

export interface CsvSize {
  line: number;
  size: Size;
  stock: number;
  code: string | null;
}
export interface CsvColor {
  line: number;
  name: string;
  swatch: string;
  images: string[];
  sizes: CsvSize[];
}
export interface CsvProduct {
  line: number;
  key: string;
  productId: number | null;
  cells: Cells;
  /** the product's other lines, for values that must agree with the first */
  colors: CsvColor[];
}

/** Product fields: read from a product's first line; a later line may leave them blank or repeat them. */
const PRODUCT_FIELDS = CATALOGUE_CSV_COLUMNS.slice(0, 12);

/** A spreadsheet's leading apostrophe that protected a formula-like cell (catalogue-export.ts) goes. */
const unprotect = (v: string) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v);

export function parseCatalogueCsv(text: string): { products: CsvProduct[]; errors: CsvError[]; rows: number } {
  const errors: CsvError[] = [];
  if (Buffer.byteLength(text) > CATALOGUE_CSV_MAX_BYTES)
    return fail(`The file is larger than ${CATALOGUE_CSV_MAX_BYTES / 1_000_000} MB: split it into several files`);
  let records: { record: string[]; info: { lines: number; empty_lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      max_record_size: 64_000,
      to_line: CATALOGUE_CSV_MAX_ROWS + 2_000,
    }) as never;
  } catch (e) {
    const err = e as { lines?: number; message: string };
    return fail(`The file is not valid CSV: ${err.message.replace(/^Invalid [^:]*: /, '')}`, err.lines ?? 1);
  }
  if (records.length === 0) return fail('The file is empty');
  const header = records[0].record.map((h) => h.trim().toLowerCase());
  const missing = CATALOGUE_CSV_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return fail(`Missing columns: ${missing.join(', ')} (export a file to see the shape)`, 1);
  const rows = records.slice(1);
  if (rows.length > CATALOGUE_CSV_MAX_ROWS)
    return fail(`${rows.length} rows: at most ${CATALOGUE_CSV_MAX_ROWS} at once, split the file`, 1);

  const products = new Map<string, CsvProduct>();
  // The parser tells where a record ends; a row is named by where it starts (a quoted cell may hold line breaks).
  let ended = records[0].info.lines;
  let empty = records[0].info.empty_lines;
  for (const { record, info } of rows) {
    const line = ended + 1 + (info.empty_lines - empty);
    ended = info.lines;
    empty = info.empty_lines;
    const cells = Object.fromEntries(
      CATALOGUE_CSV_COLUMNS.map((c) => [c, unprotect((record[header.indexOf(c)] ?? '').trim())]),
    ) as Cells;
    const err = (field: string, message: string) => errors.push({ line, field, message });
    let productId: number | null = null;
    if (cells.product_id) {
      if (!/^\d{1,9}$/.test(cells.product_id))
        err('product_id', 'A product id is a whole number (blank for a new product)');
      else productId = Number(cells.product_id);
    }
    const key = cells.product_id
      ? `id:${cells.product_id}`
      : cells.slug
        ? `slug:${cells.slug}`
        : cells.name
          ? `slug:${slugify(cells.name)}`
          : '';
    if (!key) {
      err('name', 'Each row needs a product_id, a slug or a name');
      continue;
    }
    let product = products.get(key);
    if (!product) {
      product = { line, key, productId, cells, colors: [] };
      products.set(key, product);
    } else {
      for (const f of PRODUCT_FIELDS)
        if (cells[f] && cells[f] !== product.cells[f])
          err(f, `Differs from line ${product.line}, where this product's ${f} is given: leave it blank or the same`);
    }
    if (!cells.color) {
      if (cells.size || cells.images || cells.stock) err('color', 'A size, stock or photos need a colour');
      continue;
    }
    let color = product.colors.find((c) => c.name.toLowerCase() === cells.color.toLowerCase());
    if (!color) {
      color = { line, name: cells.color, swatch: cells.swatch, images: splitList(cells.images), sizes: [] };
      product.colors.push(color);
    } else {
      if (cells.swatch && cells.swatch.toLowerCase() !== color.swatch.toLowerCase())
        err('swatch', `Differs from line ${color.line} for ${color.name}`);
      if (cells.images && splitList(cells.images).join('|') !== color.images.join('|'))
        err('images', `Differs from line ${color.line} for ${color.name}: give the photos once`);
    }
    if (!cells.size) {
      if (cells.stock) err('size', 'Stock needs a size');
      continue;
    }
    const size = SIZES.find((s) => s === cells.size.toUpperCase());
    if (!size) {
      err('size', `Size: one of ${SIZES.join(', ')}`);
      continue;
    }
    if (color.sizes.some((s) => s.size === size)) {
      err('size', `${color.name} ${size} is already on line ${color.sizes.find((s) => s.size === size)!.line}`);
      continue;
    }
    const stock = cells.stock === '' ? 0 : Number(cells.stock);
    if (!/^\d{1,6}$/.test(cells.stock || '0')) {
      err('stock', 'Stock: a whole number from 0');
      continue;
    }
    color.sizes.push({ line, size, stock, code: cells.sku_code || null });
  }
  return { products: [...products.values()], errors, rows: rows.length };

  function fail(message: string, line = 1) {
    errors.push({ line, field: 'file', message });
    return { products: [], errors, rows: 0 };
  }
}

/** `a.jpg | b.jpg` -> ['a.jpg', 'b.jpg'] */
export const splitList = (cell: string) =>
  cell
    .split('|')
    .map((s) => s.trim())
    .filter(Boolean);

/** `Fabric: Linen | Fit: Regular` -> [{ name, value }]; a pair without a colon is reported. */
export function parseSpecifications(cell: string): { specs: { name: string; value: string }[]; bad: string | null } {
  const specs: { name: string; value: string }[] = [];
  for (const part of splitList(cell)) {
    const at = part.indexOf(':');
    if (at <= 0) return { specs, bad: part };
    specs.push({ name: part.slice(0, at).trim(), value: part.slice(at + 1).trim() });
  }
  return { specs, bad: null };
}
