import { LINE_PRODUCTS_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, SIZES, SORTS } from './constants';
import type { ImageFormat, ImageWidth } from './images';
import { idNumber, rupees } from './limit-fields';
import { ID_MAX, PAGE_MAX, SEARCH_TEXT_MAX } from './limits';
import { z } from './zod';

// Shapes of the catalogue API (docs/spec.md §3 and §7; docs/decisions/0005-money-in-paise.md). Prices are rupees.

export interface Ref {
  id: number;
  name: string;
  slug: string;
}

export interface Category extends Ref {
  /** the Shop By Category tile's picture the owner chose (else a product's) */
  image?: string | null;
  sub_categories: Ref[];
}

export interface ColorSwatch {
  id: number;
  name: string;
  hex: string;
}

export interface ProductCard {
  id: number;
  name: string;
  slug: string;
  url: string; // canonical product path: /{category}/{id}/{slug}
  price: number; // MRP, struck through
  discount: number; // percent
  discounted_price: number; // docs/spec.md §9, rounded down
  image_1: string; // image base path, see images.ts
  sizes: string[];
  colors: ColorSwatch[];
  rating: { average: number; count: number };
  in_stock: boolean;
}

export interface ProductColor extends ColorSwatch {
  thumbnail: string;
  images: string[];
  stock: number; // sum over the colour's sizes
  sizes: string[]; // sizes offered in this colour
  stock_by_size: Record<string, number>;
}

export interface Review {
  id: number;
  name: string;
  rating: number;
  title: string;
  comment: string;
  verified_buyer: boolean;
  created_at: string;
}

export interface Specification {
  name: string;
  value: string | boolean;
}

export interface ProductDetail extends Omit<ProductCard, 'colors'> {
  category: Ref;
  sub_category: Ref;
  description: string;
  specifications: Specification[];
  size_chart: string | null; // image base path
  reviews: Review[];
  inventory: number;
  colors: ProductColor[];
  similar_products: ProductCard[];
  /**
   * Every image path above answers as given (a default width, the format Accept takes); a
   * client asks for another size as "<path>/<width>.<format>" with these widths and formats.
   */
  image_widths: readonly ImageWidth[];
  image_formats: readonly ImageFormat[];
}

/**
 * What a stored cart or wishlist line is checked against: the product's name, picture and
 * prices, and per colour its sizes and stock (`images`: the first only, the one a line shows).
 * Answer of GET /api/product/product/lines, one entry per product asked for that is on sale.
 */
export interface LineProduct extends Pick<ProductDetail, 'id' | 'name' | 'image_1' | 'price' | 'discounted_price'> {
  colors: Pick<ProductColor, 'id' | 'name' | 'images' | 'stock' | 'sizes' | 'stock_by_size'>[];
}

const LINE_IDS_MESSAGE = `Product ids separated by commas, at most ${LINE_PRODUCTS_MAX}`;
/** Query of GET /api/product/product/lines: product ids separated by commas. */
export const LineProductsQuery = z.object({
  ids: z
    .string({ error: LINE_IDS_MESSAGE })
    .regex(new RegExp(`^\\d{1,10}(,\\d{1,10}){0,${LINE_PRODUCTS_MAX - 1}}$`), LINE_IDS_MESSAGE)
    .transform((s) => [...new Set(s.split(',').map(Number))].filter((id) => id >= 1 && id <= ID_MAX)),
});

export interface HomeRow {
  id: number; // sub-category id
  name: string;
  slug: string;
  category: Ref;
  products: ProductCard[];
}

export interface Banner {
  id: number;
  image: string;
  /** the phone's picture; null: the desktop one */
  phone_image?: string | null;
  title: string;
  subtitle: string;
  link: string;
}

export interface NewLaunch {
  id: number;
  name: string;
  description: string;
  images: string[];
}

export interface ListingMeta {
  total: number;
  page: number;
  page_size: number;
  title?: string;
  corrected_query?: string; // when search forgave a typo: what it searched for instead (not with exact=1)
  facets?: { sizes: string[]; colors: string[]; price_min: number; price_max: number };
}

const csv = z
  .string()
  .optional()
  .transform((s) =>
    s
      ? s
          .split(',')
          .map((x) => x.trim())
          .filter(Boolean)
      : [],
  );

/** Query of GET /api/product/product/search. Exactly one of cat, sub_cat, search. */
export const ListingQuery = z.object({
  cat: idNumber().optional(),
  sub_cat: idNumber().optional(),
  search: z.string().trim().max(SEARCH_TEXT_MAX, 'Search text is too long').optional(),
  sort: z.enum(SORTS).default('newest'),
  page: z.coerce.number().int().min(1).max(PAGE_MAX, `Must be at most ${PAGE_MAX}`).default(1),
  page_size: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
  size: csv.pipe(z.array(z.enum(SIZES))),
  color: csv,
  price_min: rupees().optional(),
  price_max: rupees().optional(),
  /** at least this discount, percent (the listing offers 10, 30, 50) */
  discount_min: z.coerce.number().int().min(1, 'Must be 1 to 90').max(90, 'Must be 1 to 90').optional(),
  /** at least this average rating (the listing offers 4) */
  rating_min: z.coerce.number().int().min(1, 'Must be 1 to 5').max(5, 'Must be 1 to 5').optional(),
  /** `exact=1`: search the words as typed, without correcting them */
  exact: z
    .enum(['0', '1'], 'Must be 0 or 1')
    .optional()
    .transform((v) => v === '1'),
});
export type ListingQuery = z.infer<typeof ListingQuery>;

/** Query of GET /api/product/suggest: what the shopper has typed so far. */
export const SuggestQuery = z.object({
  q: z.string().trim().max(SEARCH_TEXT_MAX, 'Search text is too long').default(''),
});

/** One product offered while typing. */
export interface ProductSuggestion {
  id: number;
  name: string;
  url: string;
  image_1: string;
  discounted_price: number;
}

/** Answer of GET /api/product/suggest. */
export interface Suggestions {
  /** the text as read (trimmed) */
  query: string;
  /** the whole text with typos corrected, when a word was corrected */
  corrected?: string;
  /** words that complete or correct the last word, whole queries ready to search */
  words: string[];
  sub_categories: (Ref & { category: string; url: string })[];
  products: ProductSuggestion[];
}

export interface PincodeInfo {
  pincode: string;
  city: string; // the city people write (Noida, Bengaluru), else the district
  district: string;
  state: string;
  location: string; // post office name
  serviceable?: boolean; // present when ?product= was asked
  estimated_delivery?: string; // ISO date
  delivery_days?: number;
}
