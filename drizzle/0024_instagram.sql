CREATE TABLE "instagram_connections" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"username" text NOT NULL,
	"token_ciphertext" text NOT NULL,
	"token_expires_at" timestamp with time zone,
	"posts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"posts_fetched_at" timestamp with time zone,
	"posts_failed_at" timestamp with time zone,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "instagram_connections" ADD CONSTRAINT "instagram_connections_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;