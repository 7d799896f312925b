CREATE TABLE "supplier_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"path" text NOT NULL,
	"thumbnail" text NOT NULL,
	"portrait" boolean NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_photos" ADD CONSTRAINT "supplier_photos_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_photos_supplier_order_idx" ON "supplier_photos" USING btree ("supplier_id","order");