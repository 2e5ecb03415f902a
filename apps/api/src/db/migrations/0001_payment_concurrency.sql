ALTER TABLE "coupons" ADD COLUMN "reserved_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "one_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (decision 0030): orders opened before these constraints may break them. Extra
-- drafts of one parent (all but the newest) were abandoned payments: they fail. Orders of the
-- one_time plan are marked, except open or paid ones after a parent's first (the double charges
-- this migration stops), which stay unmarked for an operator to refund.
UPDATE "orders" SET "status" = 'payment_failed' WHERE "status" = 'draft' AND "id" NOT IN (SELECT max("id") FROM "orders" WHERE "status" = 'draft' GROUP BY "user_id");--> statement-breakpoint
UPDATE "orders" o SET "one_time" = true FROM "packages" p WHERE p."id" = o."package_id" AND p."name" = 'one_time' AND (o."status" NOT IN ('draft', 'pending', 'paid') OR o."id" = (SELECT min(o2."id") FROM "orders" o2 JOIN "packages" p2 ON p2."id" = o2."package_id" WHERE o2."user_id" = o."user_id" AND p2."name" = 'one_time' AND o2."status" IN ('draft', 'pending', 'paid')));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_uq" ON "orders" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_draft_per_user_uq" ON "orders" USING btree ("user_id") WHERE "orders"."status" = 'draft';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_time_per_user_uq" ON "orders" USING btree ("user_id") WHERE "orders"."one_time" AND "orders"."status" IN ('draft', 'pending', 'paid');--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_reserved_nonnegative" CHECK ("coupons"."reserved_count" >= 0);;--> statement-breakpoint
-- Hand-written (decision 0034): the session cache is gone, and with it the notifications that
-- kept it coherent; earlier versions created these at start-up.
DROP TRIGGER IF EXISTS "users_session_change" ON "users";--> statement-breakpoint
DROP TRIGGER IF EXISTS "revoked_tokens_session_change" ON "revoked_tokens";--> statement-breakpoint
DROP FUNCTION IF EXISTS notify_session_change();