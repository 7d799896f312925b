ALTER TABLE "plan_checkouts" DROP COLUMN "tier";--> statement-breakpoint
ALTER TABLE "subscriptions" DROP COLUMN "tier";