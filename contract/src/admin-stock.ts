// The console's stock pages (/api/admin/stock*): shapes and limits, without zod so the browser's
// console can import them (admin-stock-input.ts has the schemas the server validates with).

/** What a stock row is filtered by: low (1 to STOCK_LOW_BELOW - 1 available) or sold out (0). */
export const STOCK_FILTERS = ['low', 'out'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];
/** The spec's "Hurry up, Only few pieces left" threshold (decision 0008). */
export const STOCK_LOW_BELOW = 5;
export const STOCK_PAGE_SIZE = 50;
/** The most on-hand pieces one SKU may be set to: a typo guard (server/src/inventory/stock-levels.ts). */
export const STOCK_ON_HAND_MAX = 100_000;
/** Changes in one save of the quick-edit table or the product's grid. */
export const STOCK_SAVE_MAX = 500;
/** The stock CSV: at most this many bytes and data rows. */
export const STOCK_CSV_MAX_BYTES = 1_000_000;
export const STOCK_CSV_MAX_ROWS = 20_000;
/** Columns of the exported CSV; an import needs only the first two. */
export const STOCK_CSV_COLUMNS = ['sku', 'quantity', 'product', 'colour', 'size'] as const;

/** One SKU's numbers: available to sell, held by open orders, and on the shelf (their sum). */
export interface StockCell {
  sku_id: number;
  color_id: number;
  size: string;
  /** the owner's code, or the derived `<product>-<colour>-<size>` */
  sku: string;
  /** the owner's code only (null: the derived one is used) */
  code: string | null;
  available: number;
  reserved: number;
  on_hand: number;
}

export interface ProductStock {
  product: { id: number; name: string; slug: string; active: boolean; image_1: string };
  colors: { id: number; name: string; hex: string }[];
  /** sizes any colour offers, in the shop's size order */
  sizes: string[];
  cells: StockCell[];
}

export interface StockRow extends StockCell {
  product: { id: number; name: string };
  color: string;
}

export interface StockPage {
  rows: StockRow[];
  total: number;
  page: number;
  page_size: number;
}

/** The answer to a save: the SKUs that moved, before and after. */
export interface StockSaveResult {
  changed: { sku: string; before: number; after: number }[];
}

/** A CSV row that would change a SKU (old -> new on hand), or was refused. */
export interface StockImportChange {
  line: number;
  sku_id: number;
  sku: string;
  product: string;
  color: string;
  size: string;
  reserved: number;
  old: number;
  new: number;
}

export interface StockImportError {
  line: number;
  sku: string;
  message: string;
}

export interface StockImportPreview {
  /** names this file and these changes: apply sends it back and is refused if either differs */
  token: string;
  changes: StockImportChange[];
  errors: StockImportError[];
  /** rows that name a SKU already at that quantity */
  unchanged: number;
  rows: number;
}

export const STOCK_IMPORT_TOKEN_HEADER = 'X-Preview-Token';
