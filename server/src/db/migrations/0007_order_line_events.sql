-- The tracking timeline of each order line (order page), the moment a refund-due line was
-- refunded, and the words of a payment's last failure.
CREATE TABLE "order_line_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "order_line_events" ADD CONSTRAINT "order_line_events_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_line_events_line" ON "order_line_events" USING btree ("line_id","at");
--> statement-breakpoint
-- Lines placed before the history existed: each was Ordered when its order was placed, and has
-- been in its present status since its last update.
INSERT INTO "order_line_events" ("line_id", "status", "at", "actor")
SELECT l."id", 'Ordered', o."created_at", 'store'
FROM "order_lines" l JOIN "orders" o ON o."id" = l."order_id";--> statement-breakpoint
INSERT INTO "order_line_events" ("line_id", "status", "at", "actor")
SELECT l."id", l."tracking_status", l."updated_on", 'store'
FROM "order_lines" l WHERE l."tracking_status" <> 'Ordered';
