ALTER TABLE "checkout_items" ADD COLUMN "list_amount_cents" integer;--> statement-breakpoint
UPDATE "checkout_items" SET "list_amount_cents" = "amount_cents";--> statement-breakpoint
ALTER TABLE "checkout_items" ALTER COLUMN "list_amount_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD COLUMN "discount_kind" varchar(16);--> statement-breakpoint
ALTER TABLE "checkout_items" ADD COLUMN "discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD COLUMN "sibling_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD COLUMN "multi_week_discount_percent" smallint;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD COLUMN "multi_week_discount_from_week" smallint;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_discount_ck" CHECK ("checkout_items"."amount_cents" <= "checkout_items"."list_amount_cents" AND ("checkout_items"."discount_kind" IS NULL) = ("checkout_items"."discount_percent" IS NULL) AND ("checkout_items"."discount_kind" IS NULL OR "checkout_items"."discount_kind" IN ('sibling', 'multi_week')));--> statement-breakpoint
ALTER TABLE "activity_providers" ADD CONSTRAINT "activity_providers_discounts" CHECK (("activity_providers"."sibling_discount_percent" IS NULL OR "activity_providers"."sibling_discount_percent" BETWEEN 1 AND 90) AND ("activity_providers"."multi_week_discount_percent" IS NULL OR "activity_providers"."multi_week_discount_percent" BETWEEN 1 AND 90) AND ("activity_providers"."multi_week_discount_from_week" IS NULL OR "activity_providers"."multi_week_discount_from_week" BETWEEN 2 AND 52) AND (("activity_providers"."multi_week_discount_percent" IS NULL) = ("activity_providers"."multi_week_discount_from_week" IS NULL)));