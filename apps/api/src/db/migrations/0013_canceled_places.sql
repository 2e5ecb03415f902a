ALTER TABLE "itinerary_activities" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
UPDATE "itinerary_activities" AS ia SET "canceled_at" = cr."refunded_at"
FROM (
	SELECT "itinerary_activity_id", max("refunded_at") AS "refunded_at"
	FROM "cancellation_requests"
	WHERE "status" = 'refunded' AND "itinerary_activity_id" IS NOT NULL
	GROUP BY "itinerary_activity_id"
) AS cr
WHERE cr."itinerary_activity_id" = ia."id" AND ia."payment_status" <> 'paid';
