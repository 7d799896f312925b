CREATE TABLE "data_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"supplier_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"claimed_at" timestamp with time zone,
	"storage_key" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_time_idx" ON "data_exports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_supplier_time_idx" ON "data_exports" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "data_exports_open_idx" ON "data_exports" USING btree ("status","created_at") WHERE status in ('pending', 'building', 'ready');--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_open_user_idx" ON "data_exports" USING btree ("user_id") WHERE kind = 'user' and status in ('pending', 'building');--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_one_open_business_idx" ON "data_exports" USING btree ("supplier_id") WHERE kind = 'business' and status in ('pending', 'building');