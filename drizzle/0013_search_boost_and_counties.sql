CREATE TABLE "supplier_areas" (
	"supplier_id" text NOT NULL,
	"county" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_areas_supplier_id_county_pk" PRIMARY KEY("supplier_id","county")
);
--> statement-breakpoint
ALTER TABLE "payment_sessions" ALTER COLUMN "price_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "search_boost_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "product" text DEFAULT 'credits' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "supplier_areas" ADD CONSTRAINT "supplier_areas_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;