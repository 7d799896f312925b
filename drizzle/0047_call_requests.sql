CREATE TABLE "call_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"requested_by" text,
	"phone" text NOT NULL,
	"day" date NOT NULL,
	"window" text NOT NULL,
	"topic" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"done_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_requests" ADD CONSTRAINT "call_requests_done_by_users_id_fk" FOREIGN KEY ("done_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "call_requests_one_open_idx" ON "call_requests" USING btree ("supplier_id") WHERE "call_requests"."status" = 'open';--> statement-breakpoint
CREATE INDEX "call_requests_status_created_idx" ON "call_requests" USING btree ("status","created_at");