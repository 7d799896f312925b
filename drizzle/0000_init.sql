CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"profile_photo" text,
	"correspondence_email" text,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"country" text DEFAULT 'GB' NOT NULL,
	"active_supplier_id" text,
	"deactivated" boolean DEFAULT false NOT NULL,
	"authenticated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_admins" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_users" (
	"supplier_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'admin' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_users_supplier_id_user_id_pk" PRIMARY KEY("supplier_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" text PRIMARY KEY NOT NULL,
	"public_id" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"types" text[] NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"website" text DEFAULT '' NOT NULL,
	"street" text[] DEFAULT '{}' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"admin_area" text[] DEFAULT '{}' NOT NULL,
	"country_code" text DEFAULT 'GB' NOT NULL,
	"latitude" real,
	"longitude" real,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"tier" text DEFAULT 'free' NOT NULL,
	"premium_active" boolean DEFAULT false NOT NULL,
	"premium_created_at" timestamp with time zone,
	"trial_active" boolean DEFAULT false NOT NULL,
	"trial_activated_at" timestamp with time zone,
	"pay_per_enquiry" boolean DEFAULT false NOT NULL,
	"counters" jsonb DEFAULT '{"photos":0,"reviews":0,"testimonials":0,"videos":0,"videoTours":0}'::jsonb NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"searchable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suppliers_public_id_unique" UNIQUE("public_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"category" text,
	"source" text DEFAULT 'cms' NOT NULL,
	"supplier_id" text,
	"user_id" text,
	"anonymous_id" text,
	"session_id" text,
	"pathname" text,
	"previous_path" text,
	"page_title" text,
	"identify_props" jsonb,
	"specific_event_props" jsonb,
	"generic_props" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"wedding_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"enquiry_id" text,
	"wedding_date" bigint,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"collaborating" boolean DEFAULT true NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couples" (
	"id" text PRIMARY KEY NOT NULL,
	"partner_name_1" text NOT NULL,
	"partner_name_2" text,
	"email" text,
	"phone" text,
	"country_code" text DEFAULT 'GB' NOT NULL,
	"locale" text DEFAULT 'en-GB' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiries" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"wedding_id" text NOT NULL,
	"couple_id" text NOT NULL,
	"source" text DEFAULT 'marketplace' NOT NULL,
	"message" text,
	"partner_name_1" text,
	"partner_name_2" text,
	"email" text,
	"phone" text,
	"guests_initial_target" text,
	"guests_estimate" integer,
	"wedding_date" bigint,
	"wedding_date_picker" jsonb,
	"budget_match" boolean,
	"progress" text[] DEFAULT '{}' NOT NULL,
	"statuses" text[] DEFAULT '{}' NOT NULL,
	"timestamps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enquiry_read" boolean DEFAULT false NOT NULL,
	"outcome" text GENERATED ALWAYS AS (case when 'booked' = any(progress) then 'booked' when 'lost' = any(statuses) then 'lost' when 'dismissed' = any(statuses) then 'dismissed' else 'open' end) STORED,
	"owner_id" text,
	"notes_count" integer DEFAULT 0 NOT NULL,
	"contacted_couple_time" timestamp (3) with time zone,
	"revealed" boolean DEFAULT false NOT NULL,
	"is_pay_per_enquiry" boolean DEFAULT false NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enquiry_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"enquiry_id" text NOT NULL,
	"author_id" text,
	"text" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weddings" (
	"id" text PRIMARY KEY NOT NULL,
	"couple_id" text NOT NULL,
	"date_picker" jsonb,
	"wedding_date" bigint,
	"guests_estimate" integer,
	"budget_min" integer,
	"budget_max" integer,
	"currency" text DEFAULT 'GBP' NOT NULL,
	"venue_counties" text[] DEFAULT '{}' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weddings_couple_id_unique" UNIQUE("couple_id")
);
--> statement-breakpoint
CREATE TABLE "balances" (
	"supplier_id" text NOT NULL,
	"balance_type" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "balances_supplier_id_balance_type_pk" PRIMARY KEY("supplier_id","balance_type"),
	CONSTRAINT "balances_balance_not_negative" CHECK ("balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"balance_type" text NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_not_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payment_session_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"price_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ppe_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ppe_prices_quantity_positive" CHECK ("ppe_prices"."quantity" > 0),
	CONSTRAINT "ppe_prices_amount_not_negative" CHECK ("ppe_prices"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "widget_settings" (
	"supplier_id" text PRIMARY KEY NOT NULL,
	"email" boolean DEFAULT true NOT NULL,
	"partner_name" boolean DEFAULT true NOT NULL,
	"phone" boolean DEFAULT false NOT NULL,
	"partner_name_2" boolean DEFAULT false NOT NULL,
	"guests_initial_target" boolean DEFAULT false NOT NULL,
	"wedding_date" boolean DEFAULT false NOT NULL,
	"message" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "couple_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"supplier_id" text NOT NULL,
	"wedding_id" text NOT NULL,
	"event_type" text NOT NULL,
	"message" text NOT NULL,
	"supplier_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_admins" ADD CONSTRAINT "platform_admins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_users" ADD CONSTRAINT "supplier_users_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_users" ADD CONSTRAINT "supplier_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiries" ADD CONSTRAINT "enquiries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_enquiry_id_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enquiry_notes" ADD CONSTRAINT "enquiry_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weddings" ADD CONSTRAINT "weddings_couple_id_couples_id_fk" FOREIGN KEY ("couple_id") REFERENCES "public"."couples"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "balances" ADD CONSTRAINT "balances_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_payment_session_id_payment_sessions_id_fk" FOREIGN KEY ("payment_session_id") REFERENCES "public"."payment_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_price_id_ppe_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."ppe_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_sessions" ADD CONSTRAINT "payment_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widget_settings" ADD CONSTRAINT "widget_settings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_messages" ADD CONSTRAINT "couple_messages_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_messages" ADD CONSTRAINT "couple_messages_wedding_id_weddings_id_fk" FOREIGN KEY ("wedding_id") REFERENCES "public"."weddings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "couple_messages" ADD CONSTRAINT "couple_messages_supplier_user_id_users_id_fk" FOREIGN KEY ("supplier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "supplier_users_user_idx" ON "supplier_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree ("name");--> statement-breakpoint
CREATE INDEX "suppliers_country_idx" ON "suppliers" USING btree ("country_code");--> statement-breakpoint
CREATE INDEX "suppliers_email_lower_idx" ON "suppliers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "suppliers_website_host_idx" ON "suppliers" USING btree (substring(lower("website") from '^(?:[a-z][a-z0-9+.-]*://)?(?:www\.)?([^/:?#[:space:]]+)'));--> statement-breakpoint
CREATE INDEX "suppliers_name_postcode_idx" ON "suppliers" USING btree (lower("name"),upper(replace("postal_code", ' ', '')));--> statement-breakpoint
CREATE INDEX "events_supplier_time_idx" ON "events" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "events_event_time_idx" ON "events" USING btree ("event","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_time_idx" ON "mail_outbox" USING btree ("to","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_supplier_wedding_idx" ON "bookings" USING btree ("supplier_id","wedding_id");--> statement-breakpoint
CREATE INDEX "bookings_supplier_time_idx" ON "bookings" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "couples_email_lower_idx" ON "couples" USING btree (lower("email")) WHERE "couples"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "enquiries_supplier_wedding_idx" ON "enquiries" USING btree ("supplier_id","wedding_id");--> statement-breakpoint
CREATE INDEX "enquiries_supplier_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_supplier_outcome_time_idx" ON "enquiries" USING btree ("supplier_id","outcome","created_at","id");--> statement-breakpoint
CREATE INDEX "enquiries_supplier_owner_time_idx" ON "enquiries" USING btree ("supplier_id","owner_id","created_at");--> statement-breakpoint
CREATE INDEX "enquiry_notes_enquiry_time_idx" ON "enquiry_notes" USING btree ("enquiry_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("supplier_id","balance_type","reference");--> statement-breakpoint
CREATE INDEX "ledger_entries_supplier_time_idx" ON "ledger_entries" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_sessions_provider_session_idx" ON "payment_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "payment_sessions_supplier_time_idx" ON "payment_sessions" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ppe_prices_currency_quantity_idx" ON "ppe_prices" USING btree ("currency","quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "couple_messages_supplier_wedding_idx" ON "couple_messages" USING btree ("supplier_id","wedding_id");--> statement-breakpoint
CREATE INDEX "couple_messages_wedding_idx" ON "couple_messages" USING btree ("wedding_id");