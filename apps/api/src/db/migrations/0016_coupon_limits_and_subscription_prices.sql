DROP INDEX "coupon_redemptions_coupon_user_uq";--> statement-breakpoint
DROP INDEX "coupon_redemptions_order_idx";--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "per_family_limit" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "price_cents" integer;--> statement-breakpoint
UPDATE "subscriptions" SET "price_cents" = "packages"."price_cents" FROM "packages" WHERE "packages"."id" = "subscriptions"."package_id";--> statement-breakpoint
ALTER TABLE "subscriptions" ALTER COLUMN "price_cents" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "coupons_created_idx" ON "coupons" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_coupon_user_idx" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_order_uq" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_per_family_limit_positive" CHECK ("coupons"."per_family_limit" >= 1);--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_max_redemptions_positive" CHECK ("coupons"."max_redemptions" IS NULL OR "coupons"."max_redemptions" >= 1);--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_price_nonnegative" CHECK ("subscriptions"."price_cents" >= 0);