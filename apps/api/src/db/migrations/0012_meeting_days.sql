ALTER TABLE "activities" ADD COLUMN "meeting_days" text[] DEFAULT '{"mon","tue","wed","thu","fri"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_meeting_days" CHECK (cardinality("activities"."meeting_days") BETWEEN 1 AND 7 AND "activities"."meeting_days" <@ ARRAY['mon','tue','wed','thu','fri','sat','sun']::text[]);--> statement-breakpoint
-- Existing activities meet Monday to Friday (the column's default), except overnight camps and
-- nights out, which meet every day of their dates, and an event whose dates hold no weekday (a
-- Saturday, a Sunday, or that weekend), which meets on the days its dates cover.
UPDATE "activities"
SET "meeting_days" = ARRAY['mon','tue','wed','thu','fri','sat','sun']
WHERE "camp_type" IN ('Overnight', 'Night-Out');
--> statement-breakpoint
UPDATE "activities"
SET "meeting_days" = ARRAY(
  SELECT (ARRAY['mon','tue','wed','thu','fri','sat','sun'])[extract(isodow FROM d)::int]
  FROM generate_series("start_date"::timestamp, "end_date"::timestamp, interval '1 day') AS d
  ORDER BY extract(isodow FROM d)
)
WHERE "camp_type" NOT IN ('Overnight', 'Night-Out')
  AND "end_date" - "start_date" <= 1
  AND extract(isodow FROM "start_date") >= 6
  AND extract(isodow FROM "end_date") >= 6;
