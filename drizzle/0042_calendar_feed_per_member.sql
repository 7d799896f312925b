ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_created_by_users_id_fk";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "user_id" text;--> statement-breakpoint
-- a team feed becomes the feed of the member who made it; one whose maker is no longer a member ends here
UPDATE "calendar_feeds" SET "user_id" = "created_by";--> statement-breakpoint
DELETE FROM "calendar_feeds" f WHERE NOT EXISTS (SELECT 1 FROM "supplier_users" m WHERE m."supplier_id" = f."supplier_id" AND m."user_id" = f."user_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" DROP CONSTRAINT "calendar_feeds_pkey";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_supplier_id_user_id_pk" PRIMARY KEY("supplier_id","user_id");--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_supplier_id_user_id_supplier_users_supplier_id_user_id_fk" FOREIGN KEY ("supplier_id","user_id") REFERENCES "public"."supplier_users"("supplier_id","user_id") ON DELETE cascade ON UPDATE no action;
