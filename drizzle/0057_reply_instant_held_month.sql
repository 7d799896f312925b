-- text to timestamptz is a stable cast (it reads the session's time zone for an instant without an offset); the portal
-- writes every instant of `timestamps` with its offset (toISOString), for which the cast is immutable, as a generated
-- column needs
CREATE FUNCTION instant_of_iso(iso text) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT iso::timestamptz $$;--> statement-breakpoint
DROP INDEX "enquiries_supplier_time_idx";--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "replied_at" timestamp (3) with time zone GENERATED ALWAYS AS (instant_of_iso(timestamps ->> 'replied')) STORED;--> statement-breakpoint
CREATE INDEX "enquiries_held_dates_month_idx" ON "enquiries" USING btree ("supplier_id",(("wedding_date_picker" ->> 'year')::int * 12 + ("wedding_date_picker" ->> 'month')::int - 1)) WHERE outcome = 'open' and 'dateOnHold' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_supplier_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id","owner_id","replied_at");