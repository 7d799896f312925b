ALTER TABLE "supplier_photos" ADD COLUMN "rejected_reason" text;--> statement-breakpoint
ALTER TABLE "supplier_photos" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "supplier_photos_awaiting_idx" ON "supplier_photos" USING btree ("created_at") WHERE not "supplier_photos"."approved" and "supplier_photos"."rejected_reason" is null;