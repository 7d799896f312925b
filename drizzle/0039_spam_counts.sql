-- Spam enquiries (issue 15) leave every working view and the inbox's counters: each counter of
-- enquiry_counts counts the enquiries that are not spam, and the new `spam` counter the others (the
-- Spam view). Same function as 0005_enquiry_counts_triggers otherwise; the triggers call it by name.
CREATE OR REPLACE FUNCTION enquiry_counts_apply(added enquiries[], removed enquiries[]) RETURNS void LANGUAGE sql AS $$
  WITH changed AS (
    SELECT 1 AS sign, a.* FROM unnest(added) a
    UNION ALL
    SELECT -1 AS sign, r.* FROM unnest(removed) r
  ), deltas AS (
    SELECT supplier_id,
      coalesce(owner_id, '') AS owner_key,
      date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month,
      sum(CASE WHEN not spam THEN sign ELSE 0 END)::int AS total,
      sum(CASE WHEN not spam and outcome = 'open' THEN sign ELSE 0 END)::int AS inprogress,
      sum(CASE WHEN not spam and not enquiry_read and not ('dismissed' = any(statuses)) THEN sign ELSE 0 END)::int AS unread,
      sum(CASE WHEN not spam and 'inDiscussion' = any(progress) THEN sign ELSE 0 END)::int AS in_discussion,
      sum(CASE WHEN not spam and 'callOrMeetingHeld' = any(progress) THEN sign ELSE 0 END)::int AS call_or_meeting_held,
      sum(CASE WHEN not spam and 'dateOnHold' = any(progress) THEN sign ELSE 0 END)::int AS date_on_hold,
      sum(CASE WHEN not spam and outcome = 'booked' THEN sign ELSE 0 END)::int AS booked,
      sum(CASE WHEN not spam and outcome = 'lost' THEN sign ELSE 0 END)::int AS lost,
      sum(CASE WHEN not spam and notes_count > 0 THEN sign ELSE 0 END)::int AS has_notes,
      sum(CASE WHEN not spam and cardinality(array_remove(progress, 'read')) > 0 THEN sign ELSE 0 END)::int AS has_progress_updates,
      sum(CASE WHEN spam THEN sign ELSE 0 END)::int AS spam
    FROM changed
    GROUP BY 1, 2, 3
  )
  INSERT INTO enquiry_counts AS c (supplier_id, owner_key, month, total, inprogress, unread, in_discussion, call_or_meeting_held, date_on_hold, booked, lost, has_notes, has_progress_updates, spam)
  SELECT * FROM deltas
  WHERE total <> 0 OR inprogress <> 0 OR unread <> 0 OR in_discussion <> 0 OR call_or_meeting_held <> 0 OR date_on_hold <> 0
    OR booked <> 0 OR lost <> 0 OR has_notes <> 0 OR has_progress_updates <> 0 OR spam <> 0
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
    has_progress_updates = c.has_progress_updates + excluded.has_progress_updates,
    spam = c.spam + excluded.spam;
  -- a bucket without enquiries left goes, spam ones included
  DELETE FROM enquiry_counts c
  WHERE c.total = 0 AND c.spam = 0
    AND (c.supplier_id, c.owner_key, c.month) IN (
      SELECT r.supplier_id, coalesce(r.owner_id, ''), date_trunc('month', r.created_at AT TIME ZONE 'UTC')::date FROM unnest(removed) r
    );
$$;
