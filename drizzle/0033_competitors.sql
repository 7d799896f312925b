CREATE TABLE "supplier_competitors" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"competitor_ids" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_competitors" ADD CONSTRAINT "supplier_competitors_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;