CREATE TABLE "review_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"review_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"position" integer NOT NULL,
	"path" text NOT NULL,
	"thumbnail" text NOT NULL,
	"approved" boolean DEFAULT false NOT NULL,
	"rejected_reason" text,
	"moderated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"wedding_id" text NOT NULL,
	"couple_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"requested_by" text,
	"sent_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"request_id" text,
	"verified" boolean NOT NULL,
	"stars" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_name" text NOT NULL,
	"author_email" text NOT NULL,
	"wedding_date" date,
	"locale" text NOT NULL,
	"response_message" text,
	"response_created_at" timestamp with time zone,
	"response_updated_at" timestamp with time zone,
	"response_by" text,
	"removal_state" text DEFAULT 'none' NOT NULL,
	"removal_reason" text,
	"removal_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_reviews_request_id_unique" UNIQUE("request_id"),
	CONSTRAINT "supplier_reviews_stars_check" CHECK ("supplier_reviews"."stars" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_review_id_supplier_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."supplier_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photos" ADD CONSTRAINT "review_photos_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_request_id_review_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."review_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_reviews" ADD CONSTRAINT "supplier_reviews_response_by_users_id_fk" FOREIGN KEY ("response_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_photos_review_idx" ON "review_photos" USING btree ("review_id","position");--> statement-breakpoint
CREATE INDEX "review_photos_awaiting_idx" ON "review_photos" USING btree ("created_at") WHERE not "review_photos"."approved" and "review_photos"."rejected_reason" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_supplier_wedding_idx" ON "review_requests" USING btree ("supplier_id","wedding_id");--> statement-breakpoint
CREATE INDEX "supplier_reviews_supplier_idx" ON "supplier_reviews" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_reviews_removal_requested_idx" ON "supplier_reviews" USING btree ("removal_requested_at") WHERE "supplier_reviews"."removal_state" = 'requested';