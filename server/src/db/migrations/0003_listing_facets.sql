CREATE TABLE "listing_facets" (
	"scope" text PRIMARY KEY NOT NULL,
	"product_count" integer NOT NULL,
	"sizes" text[] NOT NULL,
	"colors" text[] NOT NULL
);
