ALTER TABLE "supplier_reviews" ADD COLUMN "form_token_id" text;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_form_token_id_unique" UNIQUE("form_token_id");