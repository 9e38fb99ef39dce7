-- Listings count, price-range and filter the active products of one category or
-- sub-category on every request; these covering partial indexes let PostgreSQL answer that
-- from the index alone (an index-only scan) instead of reading every product row.
CREATE INDEX IF NOT EXISTS "products_category_listing" ON "products" USING btree ("category_id", "discounted_paise") INCLUDE ("sub_category_id", "sizes", "color_names") WHERE active;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_sub_category_listing" ON "products" USING btree ("sub_category_id", "discounted_paise") INCLUDE ("sizes", "color_names") WHERE active;
