-- text to timestamptz is a stable cast (it reads the session's time zone for an instant without an offset); the portal
-- writes every instant of `timestamps` with its offset (toISOString), for which the cast is immutable, as a generated
-- column needs
CREATE FUNCTION instant_of_iso(iso text) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT iso::timestamptz $$;--> statement-breakpoint
DROP INDEX "enquiries_supplier_time_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "wedding_month" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "replied_at" timestamp (3) with time zone GENERATED ALWAYS AS (instant_of_iso(timestamps ->> 'replied')) STORED;--> statement-breakpoint
CREATE INDEX "bookings_supplier_month_idx" ON "bookings" USING btree ("supplier_id","wedding_month");--> statement-breakpoint
CREATE INDEX "enquiries_held_dates_month_idx" ON "enquiries" USING btree ("supplier_id",(("wedding_date_picker" ->> 'year')::int * 12 + ("wedding_date_picker" ->> 'month')::int - 1)) WHERE outcome = 'open' and 'dateOnHold' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_supplier_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id","owner_id","replied_at");--> statement-breakpoint
-- a booking's wedding month, from its wedding (the expression of `weddingMonthOf`, src/server/db/wedding-month.ts): set
-- when the booking is written, followed when the wedding's date changes, and filled for the bookings there are
CREATE FUNCTION booking_wedding_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT ((date_picker ->> 'year')::int * 12 + (date_picker ->> 'month')::int - 1) INTO NEW.wedding_month
  FROM weddings WHERE id = NEW.wedding_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_wedding_month BEFORE INSERT OR UPDATE OF wedding_id ON bookings FOR EACH ROW EXECUTE FUNCTION booking_wedding_month();--> statement-breakpoint
CREATE FUNCTION wedding_month_to_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET wedding_month = ((NEW.date_picker ->> 'year')::int * 12 + (NEW.date_picker ->> 'month')::int - 1)
  WHERE wedding_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER weddings_month_to_bookings AFTER UPDATE OF date_picker ON weddings FOR EACH ROW WHEN (OLD.date_picker IS DISTINCT FROM NEW.date_picker) EXECUTE FUNCTION wedding_month_to_bookings();--> statement-breakpoint
UPDATE bookings SET wedding_month = ((w.date_picker ->> 'year')::int * 12 + (w.date_picker ->> 'month')::int - 1)
FROM weddings AS w WHERE w.id = bookings.wedding_id;
