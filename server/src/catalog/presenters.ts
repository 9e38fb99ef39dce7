import type { ProductCard } from '@store/contract/catalog';
import { toRupees } from '@store/contract/money';
import { productPath } from '@store/contract/slug';
import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { categories, products } from '../db/schema';

/**
 * The columns a product card needs, all on `products` (denormalised by product-summary.ts)
 * plus the category slug for the canonical URL. Every endpoint that answers cards selects
 * exactly these and maps them with `toCard`, so a card looks the same everywhere.
 */
export const cardColumns = {
  id: products.id,
  name: products.name,
  slug: products.slug,
  categorySlug: categories.slug,
  pricePaise: products.pricePaise,
  discountPercent: products.discountPercent,
  discountedPaise: products.discountedPaise,
  image1: products.image1,
  sizes: products.sizes,
  colorSwatches: products.colorSwatches,
  ratingAvg: products.ratingAvg,
  ratingCount: products.ratingCount,
  inventory: products.inventory,
};

export interface CardRow {
  id: number;
  name: string;
  slug: string;
  categorySlug: string;
  pricePaise: number;
  discountPercent: number;
  discountedPaise: number;
  image1: string;
  sizes: string[];
  colorSwatches: { id: number; name: string; hex: string }[];
  ratingAvg: number | string;
  ratingCount: number;
  inventory: number;
}

/** `select cards from products join categories`: add where/order/limit. */
export const selectCards = (db: Db) =>
  db.select(cardColumns).from(products).innerJoin(categories, eq(categories.id, products.categoryId));

/** Row -> ProductCard. Money leaves the store in rupees; `discounted_paise` is the docs/spec.md §9 price. */
export function toCard(row: CardRow): ProductCard {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    url: productPath({ id: row.id, slug: row.slug, category: { slug: row.categorySlug } }),
    price: toRupees(row.pricePaise),
    discount: row.discountPercent,
    discounted_price: toRupees(row.discountedPaise),
    image_1: row.image1,
    sizes: row.sizes,
    colors: row.colorSwatches,
    rating: { average: Number(row.ratingAvg), count: row.ratingCount },
    in_stock: row.inventory > 0,
  };
}

/**
 * `created_at desc, id desc` spelt as the indexes are built (DESC NULLS LAST): a plain
 * DESC means NULLS FIRST and would not match them, so PostgreSQL would sort every row of a
 * category instead of reading the first page off the index.
 */
export const descNullsLast = (column: AnyColumn | SQL.Aliased): SQL => sql`${column} desc nulls last`;
export const newestFirst = (created: AnyColumn | SQL.Aliased, id: AnyColumn | SQL.Aliased): SQL[] => [
  descNullsLast(created),
  descNullsLast(id),
];
