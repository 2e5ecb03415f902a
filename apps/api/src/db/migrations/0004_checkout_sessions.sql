CREATE TABLE "checkout_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"checkout_session_id" integer NOT NULL,
	"itinerary_activity_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"provider_user_id" integer,
	"amount_cents" integer NOT NULL,
	"held" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_items_amount_ck" CHECK ("checkout_items"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "checkout_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checkout_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(64) NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"provider_session_id" varchar(255),
	"provider_payment_id" varchar(255),
	"parent_id" integer NOT NULL,
	"itinerary_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'open' NOT NULL,
	"amount_cents" integer NOT NULL,
	"url" varchar(2048),
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkout_sessions_status_ck" CHECK ("checkout_sessions"."status" IN ('open', 'complete', 'expired')),
	CONSTRAINT "checkout_sessions_amount_ck" CHECK ("checkout_sessions"."amount_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_checkout_session_id_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."checkout_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_itinerary_activity_id_itinerary_activities_id_fk" FOREIGN KEY ("itinerary_activity_id") REFERENCES "public"."itinerary_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_items" ADD CONSTRAINT "checkout_items_provider_user_id_users_id_fk" FOREIGN KEY ("provider_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_sessions" ADD CONSTRAINT "checkout_sessions_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "checkout_items_session_idx" ON "checkout_items" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "checkout_items_activity_idx" ON "checkout_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "checkout_items_provider_idx" ON "checkout_items" USING btree ("provider_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_items_held_uq" ON "checkout_items" USING btree ("itinerary_activity_id") WHERE "checkout_items"."held";--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_token_uq" ON "checkout_sessions" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_sessions_provider_session_uq" ON "checkout_sessions" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_parent_idx" ON "checkout_sessions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_itinerary_idx" ON "checkout_sessions" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "checkout_sessions_open_expiry_idx" ON "checkout_sessions" USING btree ("expires_at") WHERE "checkout_sessions"."status" = 'open';