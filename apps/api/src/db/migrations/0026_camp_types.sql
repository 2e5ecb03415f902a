CREATE TABLE "camp_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "camp_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(80) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "camp_types_name_uq" ON "camp_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "camp_types_lower_name_uq" ON "camp_types" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "camp_types_position_idx" ON "camp_types" USING btree ("position");--> statement-breakpoint
-- The camp types of the former enum, in its order; every activity keeps its value.
INSERT INTO "camp_types" ("name", "position") VALUES
	('Day', 0), ('Overnight', 1), ('Track-Out', 2), ('Afterschool', 3), ('Classes', 4),
	('Virtual', 5), ('Night-Out', 6);--> statement-breakpoint
ALTER TABLE "activities" ALTER COLUMN "camp_type" SET DATA TYPE varchar(80) USING "camp_type"::text;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_camp_type_camp_types_name_fk" FOREIGN KEY ("camp_type") REFERENCES "public"."camp_types"("name") ON DELETE no action ON UPDATE cascade;--> statement-breakpoint
DROP TYPE "public"."camp_type";
