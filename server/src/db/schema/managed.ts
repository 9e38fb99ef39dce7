import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff';
import { bytea } from './types';

/**
 * Photos the staff upload (docs/decisions/0027-catalogue-from-the-console.md). The kept original
 * is the cleaned upload (orientation applied, EXIF and location stripped), in `bytes` or, when
 * the store is configured with S3_* variables, in the bucket under `storage_key`. Derived sizes
 * are drawn by the image pipeline from it and cached per copy of the store, like the generated
 * illustrations. `id` is random and is the image key: `/images/u/<id>`.
 */
export const photos = pgTable(
  'photos',
  {
    id: text('id').primaryKey(),
    sha256: text('sha256').notNull(),
    /** image/jpeg | image/png | image/webp: the kept original's type */
    mime: text('mime').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** db | s3 */
    storage: text('storage').notNull(),
    bytes: bytea('bytes'),
    storageKey: text('storage_key'),
    /** the file's name as uploaded, to match bulk-import rows and to show staff */
    originalName: text('original_name').notNull().default(''),
    createdBy: integer('created_by').references(() => staff.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('photos_sha256').on(t.sha256), index('photos_created').on(t.createdAt.desc())],
);

/**
 * What the owner sets from the console, one row per key (admin settings and content): `identity`
 * (the shop's name, legal name, GSTIN, address, phones, e-mail, SMS sender), `announcement`
 * (the announcement bar's text), `delivery` (warehouse pincode, pincodes and states not
 * served). A key with no row means the built-in default (contract/src/shop.ts, the spec's text).
 */
export const shopSettings = pgTable('shop_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => staff.id),
});
