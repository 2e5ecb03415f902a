CREATE TABLE "attendance_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "attendance_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"day" date NOT NULL,
	"checked_in_at" timestamp with time zone NOT NULL,
	"checked_in_by_id" integer,
	"checked_out_at" timestamp with time zone,
	"checked_out_by_id" integer,
	"pickup_name" varchar(255),
	"pickup_relation" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_records_check_out" CHECK (("attendance_records"."checked_out_at" IS NULL) = ("attendance_records"."pickup_name" IS NULL) AND ("attendance_records"."checked_out_at" IS NULL OR "attendance_records"."checked_out_at" >= "attendance_records"."checked_in_at"))
);
--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_checked_in_by_id_users_id_fk" FOREIGN KEY ("checked_in_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_records" ADD CONSTRAINT "attendance_records_checked_out_by_id_users_id_fk" FOREIGN KEY ("checked_out_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "attendance_records_activity_child_day_uq" ON "attendance_records" USING btree ("activity_id","day","child_id");--> statement-breakpoint
CREATE INDEX "attendance_records_child_idx" ON "attendance_records" USING btree ("child_id","day");--> statement-breakpoint
CREATE INDEX "attendance_records_checked_in_by_idx" ON "attendance_records" USING btree ("checked_in_by_id");--> statement-breakpoint
CREATE INDEX "attendance_records_checked_out_by_idx" ON "attendance_records" USING btree ("checked_out_by_id");