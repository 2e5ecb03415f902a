-- data: seats
-- Decision 0062: a seat is no longer taken when a specialist adds an activity to an itinerary,
-- only by a checkout (held while it is open, kept once paid). Give back the seats the old rule
-- (decision 0022) took for itinerary activities that are neither paid nor held by an open
-- checkout; never below the places paid or held through us, never below 0, never raised.
WITH places AS (
  SELECT
    ia.activity_id,
    count(*) FILTER (WHERE ia.payment_status = 'paid') AS paid,
    count(*) FILTER (WHERE ia.payment_status <> 'paid' AND held.id IS NOT NULL) AS held,
    count(*) FILTER (WHERE ia.payment_status <> 'paid' AND held.id IS NULL) AS unpaid
  FROM itinerary_activities ia
  LEFT JOIN checkout_items held ON held.itinerary_activity_id = ia.id AND held.held
  GROUP BY ia.activity_id
)
UPDATE activities a
SET reserved_seats = LEAST(
  a.reserved_seats,
  GREATEST(a.reserved_seats - p.unpaid, p.paid + p.held, 0)
)
FROM places p
WHERE p.activity_id = a.id AND p.unpaid > 0;
