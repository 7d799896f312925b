ALTER TABLE "suppliers" ADD COLUMN "trial_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "suppliers" ADD COLUMN "trial_tier_before" text;--> statement-breakpoint
CREATE INDEX "suppliers_running_trial_end_idx" ON "suppliers" USING btree ("trial_ends_at") WHERE "suppliers"."trial_active";