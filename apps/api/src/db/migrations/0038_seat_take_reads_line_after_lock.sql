-- The first family waiting for an activity: the oldest waiting entry, then the lower id (the
-- line's one order; waitlist_entries_line_idx serves it). PL/pgSQL and VOLATILE on purpose: in
-- READ COMMITTED each statement of a volatile function reads with a snapshot taken when that
-- statement starts, so called after a statement that waited for the activity's row lock, it
-- sees every entry committed before the lock was granted (a single statement would read with
-- the snapshot taken before its wait). Never make it STABLE: it would read with the caller's.
CREATE OR REPLACE FUNCTION "waitlist_first_waiting"("p_activity_id" integer)
RETURNS TABLE ("entry_id" integer, "itinerary_activity_id" integer)
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  RETURN QUERY
    SELECT w."id", w."itinerary_activity_id"
      FROM "waitlist_entries" w
     WHERE w."activity_id" = p_activity_id AND w."status" = 'waiting'
     ORDER BY w."created_at", w."id"
     LIMIT 1;
END $$;
