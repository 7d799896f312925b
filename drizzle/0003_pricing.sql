CREATE TABLE "supplier_brochures" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_packages" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"included" text[] DEFAULT '{}' NOT NULL,
	"guests_min" integer,
	"guests_max" integer,
	"hours_min" integer,
	"hours_max" integer,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_price_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"price_method" text NOT NULL,
	"guests_type" text NOT NULL,
	"price_type" text NOT NULL,
	"price_min" integer NOT NULL,
	"price_max" integer,
	"guests_min" integer,
	"guests_max" integer,
	"guests" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_brochures" ADD CONSTRAINT "supplier_brochures_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_packages" ADD CONSTRAINT "supplier_packages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_price_schemes" ADD CONSTRAINT "supplier_price_schemes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_brochures_supplier_idx" ON "supplier_brochures" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_packages_supplier_idx" ON "supplier_packages" USING btree ("supplier_id","order","price");--> statement-breakpoint
CREATE INDEX "supplier_price_schemes_supplier_idx" ON "supplier_price_schemes" USING btree ("supplier_id","order");