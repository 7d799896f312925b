CREATE TABLE "supplier_tier_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_tier_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"supplier_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"from_tier" text,
	"to_tier" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "supplier_tier_changes_supplier_at" ON "supplier_tier_changes" USING btree ("supplier_id","at");