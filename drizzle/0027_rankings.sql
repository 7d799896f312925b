CREATE TABLE "supplier_rankings" (
	"supplier_id" text NOT NULL,
	"day" date NOT NULL,
	"county" text NOT NULL,
	"category" text NOT NULL,
	"rank" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "supplier_rankings_supplier_id_county_day_pk" PRIMARY KEY("supplier_id","county","day")
);
--> statement-breakpoint
ALTER TABLE "supplier_rankings" ADD CONSTRAINT "supplier_rankings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_rankings_day_idx" ON "supplier_rankings" USING btree ("day");