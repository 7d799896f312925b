ALTER TABLE "supplier_reviews" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD COLUMN "confirmation_hash" text;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_confirmation_hash_unique" UNIQUE("confirmation_hash");--> statement-breakpoint
-- the reviews written before confirmation existed stay published
UPDATE "supplier_reviews" SET "confirmed_at" = "created_at";
