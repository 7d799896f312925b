ALTER TABLE "users" ADD COLUMN "last_login_method" text;--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "correspondence_email";