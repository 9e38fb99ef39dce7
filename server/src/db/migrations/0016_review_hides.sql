-- Reviews hidden by staff (admin/reviews.ts): kept, but off the product page and its rating.
CREATE TABLE "review_hides" (
	"review_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "review_hides" ADD CONSTRAINT "review_hides_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_hides" ADD CONSTRAINT "review_hides_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- product_detail of migration 0005, the same but for hidden reviews: skipped in the list and the rating.
CREATE OR REPLACE FUNCTION product_detail(p_id integer, p_reviews integer, p_similar integer)
RETURNS json LANGUAGE plpgsql STABLE AS $$
DECLARE
  doc json;
BEGIN
  SELECT json_build_object(
    'card', json_build_object('id', p.id, 'name', p.name, 'slug', p.slug, 'categorySlug', c.slug,
      'pricePaise', p.price_paise, 'discountPercent', p.discount_percent,
      'discountedPaise', p.discounted_paise, 'image1', p.image_1, 'sizes', p.sizes,
      'colorSwatches', p.color_swatches, 'ratingAvg', p.rating_avg, 'ratingCount', p.rating_count,
      'inventory', p.inventory),
    'category', json_build_object('id', c.id, 'name', c.name, 'slug', c.slug),
    'sub', json_build_object('id', s.id, 'name', s.name, 'slug', s.slug),
    'description', p.description,
    'specifications', p.specifications,
    'sizeChart', p.size_chart,
    'colors', (SELECT json_agg(json_build_object('id', pc.id, 'name', pc.name, 'hex', pc.hex,
        'images', pc.images, 'skus', (SELECT json_agg(json_build_object('size', k.size, 'stock', k.stock))
          FROM skus k WHERE k.color_id = pc.id)) ORDER BY pc.position, pc.id)
      FROM product_colors pc WHERE pc.product_id = p.id),
    'reviews', (SELECT json_agg(r ORDER BY r.created_at DESC, r.id DESC) FROM (
        SELECT v.id, v.name, v.rating, v.title, v.comment, v.verified_buyer, v.created_at FROM reviews v
        WHERE v.product_id = p.id
          AND NOT EXISTS (SELECT 1 FROM review_hides h WHERE h.review_id = v.id)
        ORDER BY v.created_at DESC, v.id DESC LIMIT p_reviews) r),
    'rating', (SELECT json_build_object('average', round(avg(v.rating), 2), 'count', count(*))
      FROM reviews v WHERE v.product_id = p.id
        AND NOT EXISTS (SELECT 1 FROM review_hides h WHERE h.review_id = v.id)),
    'curated', (SELECT json_agg(x.card ORDER BY x.position, x.similar_id) FROM (
        SELECT sp.position, sp.similar_id, json_build_object('id', q.id, 'name', q.name, 'slug', q.slug,
          'categorySlug', qc.slug, 'pricePaise', q.price_paise, 'discountPercent', q.discount_percent,
          'discountedPaise', q.discounted_paise, 'image1', q.image_1, 'sizes', q.sizes,
          'colorSwatches', q.color_swatches, 'ratingAvg', q.rating_avg, 'ratingCount', q.rating_count,
          'inventory', q.inventory) AS card
        FROM similar_products sp JOIN products q ON q.id = sp.similar_id
          JOIN categories qc ON qc.id = q.category_id
        WHERE sp.product_id = p.id AND q.active
        ORDER BY sp.position, sp.similar_id LIMIT p_similar) x))
  INTO doc
  FROM products p
    JOIN categories c ON c.id = p.category_id
    JOIN sub_categories s ON s.id = p.sub_category_id
  WHERE p.id = p_id AND p.active;
  RETURN doc;
END
$$;
