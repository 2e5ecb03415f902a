ALTER TABLE "payment_plan_instalments" ADD COLUMN "pay_now_session_id" varchar(255);--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD COLUMN "pay_now_url" text;--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD COLUMN "pay_now_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD COLUMN "pay_now_attempts" smallint DEFAULT 0 NOT NULL;