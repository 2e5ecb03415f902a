CREATE TYPE "public"."payout_entry_status" AS ENUM('pending', 'transferred', 'paid_out');--> statement-breakpoint
CREATE TABLE "payout_ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payout_ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_activity_id" integer,
	"provider_user_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"gross_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"payment_provider_fee_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"transfer_id" varchar(255),
	"status" "payout_entry_status" NOT NULL,
	"payout_id" integer,
	"description" varchar(512) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_ledger_entries_split" CHECK ("payout_ledger_entries"."gross_cents" >= 0 AND "payout_ledger_entries"."platform_fee_cents" >= 0 AND "payout_ledger_entries"."payment_provider_fee_cents" >= 0 AND "payout_ledger_entries"."net_cents" >= 0 AND "payout_ledger_entries"."net_cents" = "payout_ledger_entries"."gross_cents" - "payout_ledger_entries"."platform_fee_cents" - "payout_ledger_entries"."payment_provider_fee_cents"),
	CONSTRAINT "payout_ledger_entries_paid_out_has_payout" CHECK (("payout_ledger_entries"."status" = 'paid_out') = ("payout_ledger_entries"."payout_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payouts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_user_id" integer NOT NULL,
	"provider" "payment_provider" DEFAULT 'local' NOT NULL,
	"amount_cents" integer NOT NULL,
	"entry_count" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_amount_nonnegative" CHECK ("payouts"."amount_cents" >= 0 AND "payouts"."entry_count" > 0)
);
--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_itinerary_activity_id_itinerary_activities_id_fk" FOREIGN KEY ("itinerary_activity_id") REFERENCES "public"."itinerary_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_itinerary_activity_uq" ON "payout_ledger_entries" USING btree ("itinerary_activity_id");--> statement-breakpoint
CREATE INDEX "payout_ledger_entries_provider_user_created_idx" ON "payout_ledger_entries" USING btree ("provider_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payout_ledger_entries_pending_idx" ON "payout_ledger_entries" USING btree ("created_at") WHERE "payout_ledger_entries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payout_ledger_entries_payout_idx" ON "payout_ledger_entries" USING btree ("payout_id");--> statement-breakpoint
CREATE INDEX "payouts_provider_user_paid_idx" ON "payouts" USING btree ("provider_user_id","paid_at" DESC NULLS LAST);