CREATE TABLE "cancellation_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_activity_id" integer,
	"itinerary_id" integer,
	"activity_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"provider_user_id" integer,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"reason" text NOT NULL,
	"cancellation_policy" text,
	"activity_name" varchar(255) NOT NULL,
	"provider_name" varchar(255),
	"child_name" varchar(255),
	"start_date" date,
	"paid_cents" integer NOT NULL,
	"payment_provider" "payment_provider" NOT NULL,
	"payment_intent_id" varchar(255) NOT NULL,
	"refund_amount_cents" integer,
	"decision_note" text,
	"decided_by_id" integer,
	"decided_at" timestamp with time zone,
	"refund_id" varchar(255),
	"transfer_reversal_id" varchar(255),
	"transfer_reversed_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_requests_status_ck" CHECK ("cancellation_requests"."status" IN ('pending', 'approved', 'refunded', 'declined', 'withdrawn')),
	CONSTRAINT "cancellation_requests_refund_ck" CHECK ("cancellation_requests"."paid_cents" >= 0 AND ("cancellation_requests"."refund_amount_cents" IS NULL OR ("cancellation_requests"."refund_amount_cents" >= 0 AND "cancellation_requests"."refund_amount_cents" <= "cancellation_requests"."paid_cents")))
);
--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" DROP CONSTRAINT "payout_ledger_entries_split";--> statement-breakpoint
DROP INDEX "payout_ledger_entries_itinerary_activity_uq";--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD COLUMN "kind" varchar(16) DEFAULT 'sale' NOT NULL;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD COLUMN "reverses_entry_id" integer;--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD COLUMN "reversed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_itinerary_activity_id_itinerary_activities_id_fk" FOREIGN KEY ("itinerary_activity_id") REFERENCES "public"."itinerary_activities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_requests_open_uq" ON "cancellation_requests" USING btree ("itinerary_activity_id") WHERE "cancellation_requests"."status" IN ('pending', 'approved');--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_requests_refund_uq" ON "cancellation_requests" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_itinerary_idx" ON "cancellation_requests" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_parent_idx" ON "cancellation_requests" USING btree ("parent_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cancellation_requests_provider_idx" ON "cancellation_requests" USING btree ("provider_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cancellation_requests_decided_by_idx" ON "cancellation_requests" USING btree ("decided_by_id");--> statement-breakpoint
CREATE INDEX "cancellation_requests_payment_intent_idx" ON "cancellation_requests" USING btree ("payment_intent_id");--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_reverses_entry_id_payout_ledger_entries_id_fk" FOREIGN KEY ("reverses_entry_id") REFERENCES "public"."payout_ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_reverses_uq" ON "payout_ledger_entries" USING btree ("reverses_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_itinerary_activity_uq" ON "payout_ledger_entries" USING btree ("itinerary_activity_id") WHERE "payout_ledger_entries"."plan_instalment_id" IS NULL AND "payout_ledger_entries"."kind" = 'sale' AND NOT "payout_ledger_entries"."reversed";--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD CONSTRAINT "payout_ledger_entries_split" CHECK ("payout_ledger_entries"."net_cents" = "payout_ledger_entries"."gross_cents" - "payout_ledger_entries"."platform_fee_cents" - "payout_ledger_entries"."payment_provider_fee_cents" AND (("payout_ledger_entries"."kind" = 'sale' AND "payout_ledger_entries"."reverses_entry_id" IS NULL AND "payout_ledger_entries"."gross_cents" >= 0 AND "payout_ledger_entries"."platform_fee_cents" >= 0 AND "payout_ledger_entries"."payment_provider_fee_cents" >= 0 AND "payout_ledger_entries"."net_cents" >= 0) OR ("payout_ledger_entries"."kind" = 'reversal' AND "payout_ledger_entries"."reverses_entry_id" IS NOT NULL AND NOT "payout_ledger_entries"."reversed" AND "payout_ledger_entries"."gross_cents" <= 0 AND "payout_ledger_entries"."platform_fee_cents" <= 0 AND "payout_ledger_entries"."payment_provider_fee_cents" <= 0 AND "payout_ledger_entries"."net_cents" <= 0)));