CREATE TABLE "document_counters" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "document_counters_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
CREATE TABLE "hsn_codes" (
	"kind" text NOT NULL,
	"category_slug" text DEFAULT '' NOT NULL,
	"hsn" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "hsn_codes_kind_category_slug_pk" PRIMARY KEY("kind","category_slug"),
	CONSTRAINT "hsn_codes_digits" CHECK ("hsn_codes"."hsn" ~ '^[0-9]{4}([0-9]{2}){0,2}$')
);
--> statement-breakpoint
CREATE TABLE "tax_document_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" integer NOT NULL,
	"kind" text NOT NULL,
	"order_line_id" integer NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"hsn" text NOT NULL,
	"quantity" integer NOT NULL,
	"gross_paise" integer NOT NULL,
	"discount_paise" integer NOT NULL,
	"taxable_paise" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"amount_paise" integer NOT NULL,
	CONSTRAINT "tax_document_lines_sums" CHECK ("tax_document_lines"."taxable_paise" + "tax_document_lines"."cgst_paise" + "tax_document_lines"."sgst_paise" + "tax_document_lines"."igst_paise" = "tax_document_lines"."amount_paise")
);
--> statement-breakpoint
CREATE TABLE "tax_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"seq" integer NOT NULL,
	"order_id" integer NOT NULL,
	"invoice_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"ship_to" jsonb NOT NULL,
	"intra_state" boolean NOT NULL,
	"reason" text,
	"taxable_paise" integer NOT NULL,
	"cgst_paise" integer NOT NULL,
	"sgst_paise" integer NOT NULL,
	"igst_paise" integer NOT NULL,
	"total_paise" integer NOT NULL,
	CONSTRAINT "tax_documents_number_unique" UNIQUE("number"),
	CONSTRAINT "tax_documents_kind" CHECK ("tax_documents"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "tax_documents_sums" CHECK ("tax_documents"."taxable_paise" + "tax_documents"."cgst_paise" + "tax_documents"."sgst_paise" + "tax_documents"."igst_paise" = "tax_documents"."total_paise")
);
--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_document_id_tax_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_document_lines" ADD CONSTRAINT "tax_document_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_documents" ADD CONSTRAINT "tax_documents_invoice_id_tax_documents_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."tax_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_document_lines_once" ON "tax_document_lines" USING btree ("order_line_id","kind");--> statement-breakpoint
CREATE INDEX "tax_document_lines_document" ON "tax_document_lines" USING btree ("document_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_series_seq" ON "tax_documents" USING btree ("series","financial_year","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_documents_one_invoice" ON "tax_documents" USING btree ("order_id") WHERE kind = 'invoice';--> statement-breakpoint
CREATE INDEX "tax_documents_order" ON "tax_documents" USING btree ("order_id");--> statement-breakpoint
-- HSN codes of the shop's kinds of garment (the owner edits these rows). A row for a category
-- slug wins over the row for any category (''); the row with no kind is for kinds not listed.
-- Sarees are sold as woven fabric: chapter 52 (cotton, 5208) by default; a silk (5007) or
-- synthetic (5407) range gets its own row.
INSERT INTO "hsn_codes" ("kind", "category_slug", "hsn", "description") VALUES
  ('shirt', '', '6205', 'Men''s or boys'' shirts'),
  ('tee', '', '6109', 'T-shirts, singlets and other vests, knitted'),
  ('jeans', '', '6203', 'Men''s or boys'' trousers and jeans'),
  ('jeans', 'women', '6204', 'Women''s or girls'' trousers and jeans'),
  ('trousers', '', '6203', 'Men''s or boys'' trousers'),
  ('trousers', 'women', '6204', 'Women''s or girls'' trousers'),
  ('top', '', '6206', 'Women''s or girls'' blouses, shirts and tops'),
  ('dress', '', '6204', 'Women''s or girls'' dresses and skirts'),
  ('kurti', '', '6211', 'Other garments: kurtis'),
  ('kurta', '', '6211', 'Other garments: kurtas'),
  ('saree', '', '5208', 'Woven fabrics of cotton: sarees'),
  ('lehenga', '', '6204', 'Women''s or girls'' ensembles and skirts: lehengas'),
  ('sherwani', '', '6203', 'Men''s or boys'' suits and ensembles: sherwanis'),
  ('jacket', '', '6203', 'Men''s or boys'' jackets: Nehru jackets'),
  ('suit', '', '6204', 'Women''s or girls'' ensembles: salwar suits'),
  ('', '', '6211', 'Other garments')
ON CONFLICT DO NOTHING;
