ALTER TABLE "interests" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "skill_developments" ADD COLUMN "retired_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "interests_kind_lower_name_uq" ON "interests" USING btree ("kind",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "skill_developments_interest_lower_name_uq" ON "skill_developments" USING btree ("interest_id",lower("name"));