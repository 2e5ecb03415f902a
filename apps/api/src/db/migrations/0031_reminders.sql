CREATE TABLE "sent_reminders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sent_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(16) NOT NULL,
	"subject_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sent_reminders_kind_ck" CHECK ("sent_reminders"."kind" IN ('activity_week', 'activity_day', 'instalment'))
);
--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "remind_activity_week" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "remind_activity_day" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD COLUMN "remind_instalments" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "sent_reminders" ADD CONSTRAINT "sent_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sent_reminders_kind_subject_uq" ON "sent_reminders" USING btree ("kind","subject_id");--> statement-breakpoint
CREATE INDEX "sent_reminders_user_idx" ON "sent_reminders" USING btree ("user_id");