CREATE TABLE "supplier_endorsements" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"from" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"date" date NOT NULL,
	"link" text,
	"photo_path" text,
	"photo_thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_endorsements" ADD CONSTRAINT "supplier_endorsements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_endorsements_supplier_idx" ON "supplier_endorsements" USING btree ("supplier_id","date");