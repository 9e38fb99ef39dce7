// The console's catalogue shapes and constants without zod: the browser's console imports these
// (admin-products.ts has the schemas the server validates with).

import type { Size } from './constants';

export const PRODUCT_STOCK_FILTERS = ['in', 'low', 'out'] as const;
export const PRODUCT_STATES = ['active', 'draft'] as const;
export const PRODUCT_SORTS = ['updated', 'name', 'price', 'stock', 'created'] as const;
export const ADMIN_PRODUCTS_PAGE_SIZE = 25;
/** A product is "low" when a colour has 1 to 4 pieces left: the spec's "Only few pieces left" (§4, §9: below 5). */
export const PRODUCT_LOW_BELOW = 5;
export const PRODUCT_LIMITS = {
  name: 120,
  slug: 140,
  description: 20_000,
  specifications: 30,
  colors: 12,
  imagesPerColor: 10,
  similar: 12,
  stock: 100_000,
  /** ₹1 to ₹1,00,00,000 (contract/src/limits.ts RUPEES_MAX) in paise */
  pricePaiseMin: 100,
  pricePaiseMax: 1_000_000_000,
  discountMax: 90,
} as const;
/** The bulk CSV: at most this many bytes and data rows (server/src/admin/products/catalogue-csv.ts). */
export const CATALOGUE_CSV_MAX_BYTES = 2_000_000;
export const CATALOGUE_CSV_MAX_ROWS = 5_000;

export interface AdminProductRow {
  id: number;
  name: string;
  slug: string;
  category: { id: number; name: string };
  sub_category: { id: number; name: string };
  price_paise: number;
  discount_percent: number;
  discounted_paise: number;
  image_1: string;
  inventory: number;
  low: boolean;
  active: boolean;
  colors: number;
  updated_at: string;
  /** the storefront's page of it */
  url: string;
}

export interface AdminProductList {
  products: AdminProductRow[];
  total: number;
  page: number;
  page_size: number;
}

export interface AdminSku {
  size: Size;
  /**
   * pieces on the shelf ("on hand", decision 0027): what is left to sell plus what open orders
   * hold; the owner sets it, never below `reserved` (server/src/inventory/stock-levels.ts)
   */
  stock: number;
  /** pieces open orders (placed, not yet shipped or cancelled) hold */
  reserved: number;
  code: string | null;
}

export interface AdminColor {
  id: number;
  name: string;
  hex: string;
  images: string[];
  sizes: AdminSku[];
}

export interface AdminProduct {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  sub_category_id: number;
  price_paise: number;
  discount_percent: number;
  description: string;
  specifications: { name: string; value: string }[];
  size_chart: string | null;
  similar: { id: number; name: string }[];
  active: boolean;
  colors: AdminColor[];
  created_at: string;
  updated_at: string;
  url: string;
}

export interface CatalogueCategories {
  categories: { id: number; name: string; sub_categories: { id: number; name: string }[] }[];
}

/** What the import found in each row: the product it makes or changes, or the row's errors. */
export interface CatalogueImportPreview {
  ok: boolean;
  applied: boolean;
  rows: number;
  errors: { line: number; field: string; message: string }[];
  products: {
    line: number;
    name: string;
    slug: string;
    action: 'create' | 'update';
    id: number | null;
    colors: number;
    skus: number;
  }[];
}

/**
 * The bulk catalogue CSV: one row per product x colour x size (server/src/admin/products/
 * catalogue-csv.ts). A product's fields are read from its first row (later rows may leave them
 * blank); a colour's swatch and photos from its first row. Lists inside a cell are separated by
 * `|`; specifications are `Name: Value` pairs. `product_id` blank makes a new product.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'product_id',
  'name',
  'slug',
  'category',
  'sub_category',
  'price_rupees',
  'discount_percent',
  'active',
  'description',
  'specifications',
  'size_chart',
  'similar_ids',
  'color',
  'swatch',
  'images',
  'size',
  'stock',
  'sku_code',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
