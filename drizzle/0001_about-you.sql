CREATE TABLE "supplier_achievements" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"link" text,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_faq_answers" (
	"supplier_id" text NOT NULL,
	"question_id" text NOT NULL,
	"answer" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_faq_answers_supplier_id_question_id_pk" PRIMARY KEY("supplier_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "supplier_status_messages" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_achievements" ADD CONSTRAINT "supplier_achievements_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_faq_answers" ADD CONSTRAINT "supplier_faq_answers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_status_messages" ADD CONSTRAINT "supplier_status_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_achievements_supplier_idx" ON "supplier_achievements" USING btree ("supplier_id","type","position");