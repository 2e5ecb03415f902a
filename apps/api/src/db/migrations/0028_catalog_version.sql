-- The catalog's version: a number that grows when a transaction that changed what the catalog
-- search finds commits (activities, their tags, programs, directors' standing). The search
-- keeps each filter set's count with the version it was counted at, and counts again when the
-- version has moved. A sequence, so writers never wait on one another for it.
CREATE SEQUENCE "catalog_version_seq";--> statement-breakpoint
SELECT nextval('catalog_version_seq');--> statement-breakpoint
-- Once per transaction, at its commit (deferred), however many rows it changed.
CREATE FUNCTION "catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF coalesce(current_setting('camp.catalog_changed', true), '') <> 'on' THEN
    PERFORM set_config('camp.catalog_changed', 'on', true);
    PERFORM nextval('catalog_version_seq');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activities_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "activities"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activity_interests_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "activity_interests"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activity_skill_developments_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "activity_skill_developments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "activity_providers_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "activity_providers"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "camp_director_profiles_catalog_changed" AFTER INSERT OR UPDATE OR DELETE ON "camp_director_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_changed"();
