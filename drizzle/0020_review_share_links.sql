CREATE TABLE "review_share_links" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_share_links_id_unique" UNIQUE("id")
);
--> statement-breakpoint
ALTER TABLE "review_share_links" ADD CONSTRAINT "review_share_links_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;