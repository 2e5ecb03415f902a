CREATE TABLE "cancellation_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cancellation_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"cancellation_request_id" integer NOT NULL,
	"sale_entry_id" integer NOT NULL,
	"plan_instalment_id" integer,
	"payment_intent_id" varchar(255) NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_id" varchar(255) NOT NULL,
	"transfer_reversal_id" varchar(255),
	"transfer_reversed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cancellation_refunds_amount_ck" CHECK ("cancellation_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD COLUMN "payment_plan_id" integer;--> statement-breakpoint
ALTER TABLE "cancellation_refunds" ADD CONSTRAINT "cancellation_refunds_cancellation_request_id_cancellation_requests_id_fk" FOREIGN KEY ("cancellation_request_id") REFERENCES "public"."cancellation_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_refunds_sale_uq" ON "cancellation_refunds" USING btree ("cancellation_request_id","sale_entry_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cancellation_refunds_refund_uq" ON "cancellation_refunds" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "cancellation_refunds_payment_intent_idx" ON "cancellation_refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "cancellation_refunds_transfer_reversal_idx" ON "cancellation_refunds" USING btree ("transfer_reversal_id");--> statement-breakpoint
ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_payment_plan_id_payment_plans_id_fk" FOREIGN KEY ("payment_plan_id") REFERENCES "public"."payment_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellation_requests_payment_plan_idx" ON "cancellation_requests" USING btree ("payment_plan_id");