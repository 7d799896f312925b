CREATE TABLE "supplier_profile_scores" (
	"supplier_id" text NOT NULL,
	"score" text NOT NULL,
	"value" double precision NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "supplier_profile_scores_supplier_id_score_pk" PRIMARY KEY("supplier_id","score")
);
--> statement-breakpoint
ALTER TABLE "supplier_offers" ADD COLUMN "id" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "supplier_profile_scores" ADD CONSTRAINT "supplier_profile_scores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_offers" ADD CONSTRAINT "supplier_offers_id_unique" UNIQUE("id");