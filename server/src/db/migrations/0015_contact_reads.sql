-- The console inbox: which contact-us messages staff have read.
CREATE TABLE "contact_reads" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_reads" ADD CONSTRAINT "contact_reads_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_reads" ADD CONSTRAINT "contact_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;