ALTER TABLE "camp_director_profiles" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD COLUMN "termination_notice_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD COLUMN "terminates_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD COLUMN "terminated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "unpublished_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "camp_director_profiles_terminates_idx" ON "camp_director_profiles" USING btree ("terminates_at") WHERE "camp_director_profiles"."terminates_at" IS NOT NULL AND "camp_director_profiles"."terminated_at" IS NULL;--> statement-breakpoint
CREATE INDEX "activities_unpublished_idx" ON "activities" USING btree ("id") WHERE "activities"."unpublished_at" IS NOT NULL;