CREATE TABLE "payment_plan_instalments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plan_instalments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"sequence" smallint NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(16) DEFAULT 'scheduled' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"provider_payment_id" varchar(255),
	"last_error" varchar(255),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plan_instalments_status_ck" CHECK ("payment_plan_instalments"."status" IN ('scheduled', 'paid', 'failed')),
	CONSTRAINT "payment_plan_instalments_amount_ck" CHECK ("payment_plan_instalments"."amount_cents" > 0),
	CONSTRAINT "payment_plan_instalments_paid_ck" CHECK (("payment_plan_instalments"."status" = 'paid') = ("payment_plan_instalments"."paid_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payment_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_session_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"total_cents" integer NOT NULL,
	"customer_id" varchar(255),
	"payment_method_id" varchar(255),
	"card_brand" varchar(16),
	"card_last4" varchar(4),
	"defaulted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_plans_status_ck" CHECK ("payment_plans"."status" IN ('pending', 'active', 'paid', 'defaulted', 'canceled')),
	CONSTRAINT "payment_plans_total_ck" CHECK ("payment_plans"."total_cents" > 0)
);
--> statement-breakpoint
DROP INDEX "payout_ledger_entries_itinerary_activity_uq";--> statement-breakpoint
ALTER TABLE "payout_ledger_entries" ADD COLUMN "plan_instalment_id" integer;--> statement-breakpoint
ALTER TABLE "payment_plan_instalments" ADD CONSTRAINT "payment_plan_instalments_plan_id_payment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_plans" ADD CONSTRAINT "payment_plans_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plan_instalments_plan_sequence_uq" ON "payment_plan_instalments" USING btree ("plan_id","sequence");--> statement-breakpoint
CREATE INDEX "payment_plan_instalments_due_idx" ON "payment_plan_instalments" USING btree ("next_attempt_at") WHERE "payment_plan_instalments"."status" <> 'paid' AND "payment_plan_instalments"."next_attempt_at" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_plans_checkout_uq" ON "payment_plans" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "payment_plans_parent_idx" ON "payment_plans" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "payment_plans_itinerary_idx" ON "payment_plans" USING btree ("itinerary_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_plan_instalment_uq" ON "payout_ledger_entries" USING btree ("plan_instalment_id","itinerary_activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_ledger_entries_itinerary_activity_uq" ON "payout_ledger_entries" USING btree ("itinerary_activity_id") WHERE "payout_ledger_entries"."plan_instalment_id" IS NULL;