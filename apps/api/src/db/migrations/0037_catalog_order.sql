DROP INDEX "activities_dates_idx";--> statement-breakpoint
CREATE INDEX "activities_catalog_order_idx" ON "activities" USING btree ("start_date","id","end_date","provider_id","price_cents","camp_type","age_min","age_max","grade_level_start","grade_level_end","total_seats","reserved_seats");--> statement-breakpoint
-- A second version for the seats: a transaction whose only catalog change is activities'
-- reserved seats (a checkout, a refund, the waitlist) moves it instead of the catalog's
-- version, so that the counts kept for searches without a seats filter, which do not depend on
-- reserved seats, survive checkouts. Searches with a seats filter compare both.
CREATE SEQUENCE "catalog_seats_version_seq";--> statement-breakpoint
SELECT nextval('catalog_seats_version_seq');--> statement-breakpoint
-- Once per transaction and per version, at its commit (deferred), however many rows it changed.
-- Once the catalog's version is moved, nothing more is compared: a count with a seats filter
-- depends on both versions, so the catalog's alone moving already recounts it.
CREATE OR REPLACE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('camp.catalog_changed', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'activities' AND TG_OP = 'UPDATE'
     AND to_jsonb(OLD) - 'reserved_seats' - 'updated_at' = to_jsonb(NEW) - 'reserved_seats' - 'updated_at' THEN
    IF coalesce(current_setting('camp.catalog_seats_changed', true), '') <> 'on' THEN
      PERFORM set_config('camp.catalog_seats_changed', 'on', true);
      PERFORM nextval('catalog_seats_version_seq');
    END IF;
    RETURN NULL;
  END IF;
  PERFORM set_config('camp.catalog_changed', 'on', true);
  PERFORM nextval('catalog_version_seq');
  RETURN NULL;
END $$;
