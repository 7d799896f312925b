CREATE TABLE "enquiry_spam_scores" (
	"enquiry_id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"score" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"threshold" integer NOT NULL,
	"text_hash" text,
	"sender" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spam_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"supplier_id" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"verdict" text NOT NULL,
	"user_id" text,
	"threshold_before" integer NOT NULL,
	"threshold_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spam_thresholds" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"threshold" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "spam" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_counts" ADD COLUMN "spam" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "enquiry_spam_scores" ADD CONSTRAINT "enquiry_spam_scores_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_spam_scores" ADD CONSTRAINT "enquiry_spam_scores_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_reports" ADD CONSTRAINT "spam_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spam_thresholds" ADD CONSTRAINT "spam_thresholds_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiry_spam_scores_text_idx" ON "enquiry_spam_scores" USING btree ("text_hash","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_spam_scores_sender_idx" ON "enquiry_spam_scores" USING btree ("sender","created_at");--> statement-breakpoint
CREATE INDEX "spam_reports_supplier_time_idx" ON "spam_reports" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiries_spam_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE spam;