ALTER TABLE "children" ADD COLUMN "date_of_birth" date;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "emergency_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "authorized_pickups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "health_key_id" varchar(32);--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "health_data_key" text;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "health_sealed" text;--> statement-breakpoint
CREATE INDEX "children_health_key_idx" ON "children" USING btree ("health_key_id");--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_health_envelope" CHECK (("children"."health_key_id" IS NULL) = ("children"."health_data_key" IS NULL) AND ("children"."health_key_id" IS NULL) = ("children"."health_sealed" IS NULL));