CREATE TABLE "provider_payments" (
	"provider" text NOT NULL,
	"payment_id" text NOT NULL,
	"checkout_session_id" text,
	"invoice_id" text,
	"receipt_url" text,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"dispute_status" text,
	"dispute_event_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_payments_provider_payment_id_pk" PRIMARY KEY("provider","payment_id")
);
--> statement-breakpoint
CREATE INDEX "provider_payments_checkout_idx" ON "provider_payments" USING btree ("provider","checkout_session_id");--> statement-breakpoint
CREATE INDEX "provider_payments_invoice_idx" ON "provider_payments" USING btree ("provider","invoice_id");