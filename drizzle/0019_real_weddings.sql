CREATE TABLE "real_wedding_photos" (
	"id" text PRIMARY KEY NOT NULL,
	"real_wedding_id" text NOT NULL,
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
CREATE TABLE "real_weddings" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"name" text NOT NULL,
	"couple" text NOT NULL,
	"url" text NOT NULL,
	"role" text NOT NULL,
	"linked_supplier_id" text,
	"linked_role" text,
	"consent" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "real_wedding_photos" ADD CONSTRAINT "real_wedding_photos_real_wedding_id_real_weddings_id_fk" FOREIGN KEY ("real_wedding_id") REFERENCES "public"."real_weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_wedding_photos" ADD CONSTRAINT "real_wedding_photos_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_weddings" ADD CONSTRAINT "real_weddings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_weddings" ADD CONSTRAINT "real_weddings_linked_supplier_id_suppliers_id_fk" FOREIGN KEY ("linked_supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_weddings" ADD CONSTRAINT "real_weddings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "real_wedding_photos_wedding_idx" ON "real_wedding_photos" USING btree ("real_wedding_id","position");--> statement-breakpoint
CREATE INDEX "real_wedding_photos_awaiting_idx" ON "real_wedding_photos" USING btree ("created_at") WHERE not "real_wedding_photos"."approved" and "real_wedding_photos"."rejected_reason" is null;--> statement-breakpoint
CREATE INDEX "real_weddings_supplier_idx" ON "real_weddings" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "real_weddings_linked_idx" ON "real_weddings" USING btree ("linked_supplier_id") WHERE "real_weddings"."linked_supplier_id" is not null;