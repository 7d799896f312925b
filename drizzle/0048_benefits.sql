CREATE TABLE "benefit_uses" (
	"benefit_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "benefit_uses_benefit_id_supplier_id_pk" PRIMARY KEY("benefit_id","supplier_id")
);
--> statement-breakpoint
CREATE TABLE "benefits" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_name" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"countries" text[] NOT NULL,
	"categories" text[] NOT NULL,
	"code" text,
	"url" text NOT NULL,
	"ends_on" date,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "benefit_uses" ADD CONSTRAINT "benefit_uses_benefit_id_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benefit_uses" ADD CONSTRAINT "benefit_uses_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benefit_uses_supplier_idx" ON "benefit_uses" USING btree ("supplier_id");