-- The inbox's view counts (enquiry_counts), kept by the database in the same transaction as every
-- write to enquiries, whatever the path (widget, seed, changes, reveal, owner removal by a foreign
-- key, deletes). The conditions are those of src/server/features/enquiries/views-sql.ts.
-- Statement-level triggers with transition tables: a bulk insert of many rows costs one upsert.
CREATE FUNCTION enquiry_counts_apply(added enquiries[], removed enquiries[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT 1 AS sign, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) r
  ), deltas AS (
    SELECT supplier_id,
      coalesce(owner_id, '') AS owner_key,
      date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
      sum(sign)::int AS total,
      sum(CASE WHEN outcome = 'open' THEN sign ELSE 0 END)::int AS inprogress,
      sum(CASE WHEN not enquiry_read and not ('dismissed' = any(statuses)) THEN sign ELSE 0 END)::int AS unread,
      sum(CASE WHEN 'inDiscussion' = any(progress) THEN sign ELSE 0 END)::int AS in_discussion,
      sum(CASE WHEN 'callOrMeetingHeld' = any(progress) THEN sign ELSE 0 END)::int AS call_or_meeting_held,
      sum(CASE WHEN 'dateOnHold' = any(progress) THEN sign ELSE 0 END)::int AS date_on_hold,
      sum(CASE WHEN outcome = 'booked' THEN sign ELSE 0 END)::int AS booked,
      sum(CASE WHEN outcome = 'lost' THEN sign ELSE 0 END)::int AS lost,
      sum(CASE WHEN notes_count > 0 THEN sign ELSE 0 END)::int AS has_notes,
      sum(CASE WHEN cardinality(array_remove(progress, 'read')) > 0 THEN sign ELSE 0 END)::int AS has_progress_updates
    FROM changed
    GROUP BY 1, 2, 3
  )
  -- rows whose counts did not change (e.g. an update of updated_at) are not touched, so not locked;
  -- the rest in key order, so concurrent transactions lock counter rows in one order (no deadlock)
  INSERT INTO enquiry_counts AS c (supplier_id, owner_key, month, total, inprogress, unread, in_discussion, call_or_meeting_held, date_on_hold, booked, lost, has_notes, has_progress_updates)
  SELECT * FROM deltas
  WHERE total <> 0 OR inprogress <> 0 OR unread <> 0 OR in_discussion <> 0 OR call_or_meeting_held <> 0 OR date_on_hold <> 0
    OR booked <> 0 OR lost <> 0 OR has_notes <> 0 OR has_progress_updates <> 0
  ORDER BY 1, 2, 3
  ON CONFLICT (supplier_id, owner_key, month) DO UPDATE SET
    total = c.total + excluded.total,
    inprogress = c.inprogress + excluded.inprogress,
    unread = c.unread + excluded.unread,
    in_discussion = c.in_discussion + excluded.in_discussion,
    call_or_meeting_held = c.call_or_meeting_held + excluded.call_or_meeting_held,
    date_on_hold = c.date_on_hold + excluded.date_on_hold,
    booked = c.booked + excluded.booked,
    lost = c.lost + excluded.lost,
    has_notes = c.has_notes + excluded.has_notes,
    has_progress_updates = c.has_progress_updates + excluded.has_progress_updates;
  -- a bucket without enquiries left goes (so do the counters of a deleted supplier, with its enquiries)
  DELETE FROM enquiry_counts c
  WHERE c.total = 0
    AND (c.supplier_id, c.owner_key, c.month) IN (
      SELECT r.supplier_id, coalesce(r.owner_id, ''), date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date FROM unnest(removed) r
    );
$$;
--> statement-breakpoint
CREATE FUNCTION enquiry_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM enquiry_counts_apply(ARRAY(SELECT n::enquiries FROM new_rows n), '{}'::enquiries[]);
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM enquiry_counts_apply(ARRAY(SELECT n::enquiries FROM new_rows n), ARRAY(SELECT o::enquiries FROM old_rows o));
  ELSE
    PERFORM enquiry_counts_apply('{}'::enquiries[], ARRAY(SELECT o::enquiries FROM old_rows o));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- no write slips between the backfill and the triggers
LOCK TABLE enquiries IN SHARE ROW EXCLUSIVE MODE;
--> statement-breakpoint
CREATE TRIGGER enquiry_counts_insert AFTER INSERT ON enquiries REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER enquiry_counts_update AFTER UPDATE ON enquiries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER enquiry_counts_delete AFTER DELETE ON enquiries REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enquiry_counts_trigger();
--> statement-breakpoint
SELECT enquiry_counts_apply(ARRAY(SELECT e FROM enquiries e), '{}'::enquiries[]);
