CREATE TABLE "couple_erasures" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text,
	"email_hash" text NOT NULL,
	"requested_by" text,
	"step" text DEFAULT 'files' NOT NULL,
	"counts" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "retention_settings" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"months" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "anonymised_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "couple_erasures" ADD CONSTRAINT "couple_erasures_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retention_settings" ADD CONSTRAINT "retention_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "couple_erasures_unfinished_idx" ON "couple_erasures" USING btree ("created_at") WHERE "couple_erasures"."finished_at" is null;