ALTER TABLE "bookings" ADD COLUMN "invite_message" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "invite_sent_at" timestamp (3) with time zone;