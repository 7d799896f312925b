CREATE TABLE "supplier_recommendations" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"recommended_supplier_id" text NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_recommendations" ADD CONSTRAINT "supplier_recommendations_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_recommendations" ADD CONSTRAINT "supplier_recommendations_recommended_supplier_id_suppliers_id_fk" FOREIGN KEY ("recommended_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_recommendations_pair_idx" ON "supplier_recommendations" USING btree ("supplier_id","recommended_supplier_id");--> statement-breakpoint
CREATE INDEX "supplier_recommendations_recommended_idx" ON "supplier_recommendations" USING btree ("recommended_supplier_id");