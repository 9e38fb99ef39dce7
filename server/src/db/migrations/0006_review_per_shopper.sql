-- One review per shopper and product (a new one replaces the old: reviews.queries.ts). Reviews
-- written before this rule are folded first: each shopper keeps their newest review of a
-- product and the others go; then every product with shopper reviews gets its count and
-- average again (both are derived from the rows, so recounting is always right).
-- Seeded reviews have no user_id and stay as they are (NULLs are distinct in the index).
DELETE FROM "reviews" r USING (
  SELECT "id", row_number() OVER (PARTITION BY "product_id", "user_id" ORDER BY "created_at" DESC, "id" DESC) AS "n"
  FROM "reviews" WHERE "user_id" IS NOT NULL
) ranked
WHERE r."id" = ranked."id" AND ranked."n" > 1;--> statement-breakpoint
UPDATE "products" p SET
  "rating_count" = (SELECT count(*) FROM "reviews" r WHERE r."product_id" = p."id")::int,
  "rating_avg" = (SELECT coalesce(round(avg(r."rating"), 2), 0) FROM "reviews" r WHERE r."product_id" = p."id")
WHERE p."id" IN (SELECT "product_id" FROM "reviews" WHERE "user_id" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_product_user" ON "reviews" USING btree ("product_id","user_id");
