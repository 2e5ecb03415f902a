ALTER TABLE "activities" ADD COLUMN "what_to_bring" text;
