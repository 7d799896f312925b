-- text to timestamptz is a stable cast: it reads the session's time zone for an instant without an offset. Read only
-- ISO instants with their offset (what the portal writes, toISOString), for which it is immutable, as a generated
-- column needs; anything else is no instant (null) rather than a write that fails
CREATE FUNCTION instant_of_iso(iso text) RETURNS timestamptz LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN iso ~ '^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}(:?\d{2})?)$' THEN iso::timestamptz END
$$;--> statement-breakpoint
-- a wedding date picker's year and month as one number (year * 12 + month - 1; `weddingMonthOf`,
-- src/server/db/wedding-month.ts), null without both as JSON numbers in bounds, so a stray value never fails a write
CREATE FUNCTION wedding_month_of(picker jsonb) RETURNS int LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  -- nested: SQL does not promise to test AND's operands in order, CASE does
  SELECT CASE WHEN jsonb_typeof(picker -> 'year') = 'number' AND jsonb_typeof(picker -> 'month') = 'number' THEN
    CASE WHEN (picker ->> 'year')::numeric BETWEEN 1 AND 9999 AND (picker ->> 'month')::numeric BETWEEN 1 AND 12 THEN
      (picker ->> 'year')::numeric::int * 12 + (picker ->> 'month')::numeric::int - 1
    END
  END
$$;--> statement-breakpoint
DROP INDEX "enquiries_supplier_time_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "wedding_month" integer;--> statement-breakpoint
ALTER TABLE "enquiries" ADD COLUMN "replied_at" timestamp (3) with time zone GENERATED ALWAYS AS (instant_of_iso(timestamps ->> 'replied')) STORED;--> statement-breakpoint
CREATE INDEX "bookings_supplier_month_idx" ON "bookings" USING btree ("supplier_id","wedding_month");--> statement-breakpoint
CREATE INDEX "enquiries_held_dates_month_idx" ON "enquiries" USING btree ("supplier_id",wedding_month_of("wedding_date_picker")) WHERE outcome = 'open' and 'dateOnHold' = any(progress);--> statement-breakpoint
CREATE INDEX "enquiries_supplier_time_idx" ON "enquiries" USING btree ("supplier_id","created_at","id","owner_id","replied_at");--> statement-breakpoint
-- a booking's wedding month, from its wedding: set when the booking is written, followed when the wedding's date
-- changes, and filled for the bookings there are
CREATE FUNCTION booking_wedding_month() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT wedding_month_of(date_picker) INTO NEW.wedding_month FROM weddings WHERE id = NEW.wedding_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_wedding_month BEFORE INSERT OR UPDATE OF wedding_id ON bookings FOR EACH ROW EXECUTE FUNCTION booking_wedding_month();--> statement-breakpoint
CREATE FUNCTION wedding_month_to_bookings() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE bookings SET wedding_month = wedding_month_of(NEW.date_picker) WHERE wedding_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER weddings_month_to_bookings AFTER UPDATE OF date_picker ON weddings FOR EACH ROW WHEN (OLD.date_picker IS DISTINCT FROM NEW.date_picker) EXECUTE FUNCTION wedding_month_to_bookings();--> statement-breakpoint
UPDATE bookings SET wedding_month = wedding_month_of(w.date_picker) FROM weddings AS w WHERE w.id = bookings.wedding_id;
