CREATE TABLE "enquiry_counts" (
	"supplier_id" text NOT NULL,
	"owner_key" text NOT NULL,
	"month" date NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"inprogress" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"in_discussion" integer DEFAULT 0 NOT NULL,
	"call_or_meeting_held" integer DEFAULT 0 NOT NULL,
	"date_on_hold" integer DEFAULT 0 NOT NULL,
	"booked" integer DEFAULT 0 NOT NULL,
	"lost" integer DEFAULT 0 NOT NULL,
	"has_notes" integer DEFAULT 0 NOT NULL,
	"has_progress_updates" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "enquiry_counts_supplier_id_owner_key_month_pk" PRIMARY KEY("supplier_id","owner_key","month")
);
--> statement-breakpoint
DROP INDEX "enquiries_supplier_owner_time_idx";--> statement-breakpoint
CREATE INDEX "enquiries_unread_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE not enquiry_read and not ('dismissed' = any(statuses));--> statement-breakpoint
CREATE INDEX "enquiries_in_discussion_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE 'inDiscussion' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_call_or_meeting_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE 'callOrMeetingHeld' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_date_on_hold_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE 'dateOnHold' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_has_notes_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE notes_count > 0;--> statement-breakpoint
CREATE INDEX "enquiries_has_assignee_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE owner_id is not null;--> statement-breakpoint
CREATE INDEX "enquiries_progress_updates_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id") WHERE cardinality(array_remove(progress, 'read')) > 0;--> statement-breakpoint
CREATE INDEX "enquiries_supplier_owner_time_idx" ON "enquiries" USING btree ("supplier_id","owner_id","created_at","id");