import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tsvector } from './types';

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image'),
  position: integer('position').notNull().default(0),
});

export const subCategories = pgTable(
  'sub_categories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    /** garment kind used by the image generator and size sets: shirt, tee, kurta, saree... */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('sub_categories_category_slug').on(t.categoryId, t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => subCategories.id),
    pricePaise: integer('price_paise').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** docs/spec.md §9 rounding, stored so listings can sort and filter on the price shoppers pay */
    discountedPaise: integer('discounted_paise')
      .notNull()
      .generatedAlwaysAs(sql`(floor(price_paise::numeric * (100 - discount_percent) / 10000) * 100)::integer`),
    description: text('description').notNull().default(''),
    specifications: jsonb('specifications').$type<{ name: string; value: string | boolean }[]>().notNull().default([]),
    sizeChart: text('size_chart'),
    kind: text('kind').notNull(),
    /** denormalised for cards and filters; rewritten whenever colours or SKUs change */
    image1: text('image_1').notNull().default(''),
    sizes: text('sizes').array().notNull().default(sql`'{}'::text[]`),
    colorNames: text('color_names').array().notNull().default(sql`'{}'::text[]`),
    colorSwatches: jsonb('color_swatches').$type<{ id: number; name: string; hex: string }[]>().notNull().default([]),
    inventory: integer('inventory').notNull().default(0),
    ratingAvg: numeric('rating_avg', { precision: 3, scale: 2, mode: 'number' }).notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    /** orders placed with this product in the last 30 days: the Popularity sort (search/popularity.ts) */
    orders30d: integer('orders_30d').notNull().default(0),
    searchText: text('search_text').notNull().default(''),
    search: tsvector('search').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(search_text, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')`,
    ),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('products_price_positive', sql`${t.pricePaise} > 0`),
    check('products_discount_range', sql`${t.discountPercent} between 0 and 90`),
    index('products_category_created').on(t.categoryId, t.createdAt.desc(), t.id.desc()),
    index('products_sub_category_created').on(t.subCategoryId, t.createdAt.desc(), t.id.desc()),
    index('products_category_price').on(t.categoryId, t.discountedPaise, t.id),
    index('products_sub_category_price').on(t.subCategoryId, t.discountedPaise, t.id),
    index('products_created').on(t.createdAt.desc(), t.id.desc()),
    index('products_search').using('gin', t.search),
    index('products_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    // The Popularity, Discount and Rating sorts of a category or sub-category read a page in
    // index order instead of sorting every active product of the scope (migration 0009+).
    ...(['category', 'sub_category'] as const).flatMap((scope) => {
      const col = scope === 'category' ? t.categoryId : t.subCategoryId;
      return [
        index(`products_${scope}_popularity`)
          .on(col, t.orders30d.desc(), t.createdAt.desc(), t.id.desc())
          .where(sql`active`),
        index(`products_${scope}_discount`)
          .on(col, t.discountPercent.desc(), t.discountedPaise, t.id.desc())
          .where(sql`active`),
        index(`products_${scope}_rating`)
          .on(col, t.ratingAvg.desc(), t.ratingCount.desc(), t.id.desc())
          .where(sql`active`),
      ];
    }),
  ],
);

export const productColors = pgTable(
  'product_colors',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hex: text('hex').notNull(),
    /** ordered image base paths; the first is the thumbnail */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_colors_product').on(t.productId)],
);

/** Stock is kept per colour and size; a colour's stock and a product's inventory derive from it. */
export const skus = pgTable(
  'skus',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => productColors.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    stock: integer('stock').notNull().default(0),
    /** the owner's own SKU code for stock CSVs; null means the derived `<product>-<colour>-<size>` ids */
    code: text('code'),
  },
  (t) => [
    uniqueIndex('skus_color_size').on(t.colorId, t.size),
    uniqueIndex('skus_code').on(sql`upper(${t.code})`).where(sql`${t.code} is not null`),
    index('skus_product').on(t.productId),
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export const similarProducts = pgTable(
  'similar_products',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    similarId: integer('similar_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.similarId] })],
);

export const unserviceablePincodes = pgTable(
  'product_unserviceable_pincodes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    pincode: text('pincode').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.pincode] })],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id'),
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    rating: integer('rating').notNull(),
    comment: text('comment').notNull().default(''),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reviews_product').on(t.productId, t.createdAt.desc()),
    // One review per shopper and product: writing again replaces it (reviews.queries.ts).
    // Seeded reviews have no user_id and are not limited (NULLs are distinct).
    uniqueIndex('reviews_product_user').on(t.productId, t.userId),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** India pincode directory (one row per pincode), loaded from an npm package at seed time. */
export const pincodes = pgTable('pincodes', {
  pincode: text('pincode').primaryKey(),
  location: text('location').notNull(),
  district: text('district').notNull(),
  state: text('state').notNull(),
  latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
  longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
});
