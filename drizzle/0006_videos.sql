CREATE TABLE "supplier_videos" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"type" text NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"url" text NOT NULL,
	"label" text NOT NULL,
	"thumbnail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_videos" ADD CONSTRAINT "supplier_videos_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_videos_unique_idx" ON "supplier_videos" USING btree ("supplier_id","type","source","source_id");--> statement-breakpoint
CREATE INDEX "supplier_videos_list_idx" ON "supplier_videos" USING btree ("supplier_id","type","created_at");