ALTER TABLE "products" ADD COLUMN "orders_30d" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_category_popularity" ON "products" USING btree ("category_id","orders_30d" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE INDEX "products_category_discount" ON "products" USING btree ("category_id","discount_percent" DESC NULLS LAST,"discounted_paise","id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE INDEX "products_category_rating" ON "products" USING btree ("category_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE INDEX "products_sub_category_popularity" ON "products" USING btree ("sub_category_id","orders_30d" DESC NULLS LAST,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE INDEX "products_sub_category_discount" ON "products" USING btree ("sub_category_id","discount_percent" DESC NULLS LAST,"discounted_paise","id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
CREATE INDEX "products_sub_category_rating" ON "products" USING btree ("sub_category_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE active;--> statement-breakpoint
-- The covering indexes of 0004 also carry discount and rating, so a listing filtered by them
-- is still counted from the index alone.
DROP INDEX IF EXISTS "products_category_listing";--> statement-breakpoint
CREATE INDEX "products_category_listing" ON "products" USING btree ("category_id", "discounted_paise") INCLUDE ("sub_category_id", "sizes", "color_names", "discount_percent", "rating_avg") WHERE active;--> statement-breakpoint
DROP INDEX IF EXISTS "products_sub_category_listing";--> statement-breakpoint
CREATE INDEX "products_sub_category_listing" ON "products" USING btree ("sub_category_id", "discounted_paise") INCLUDE ("sizes", "color_names", "discount_percent", "rating_avg") WHERE active;
