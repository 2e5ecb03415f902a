CREATE TABLE "activity_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"user_id" integer,
	"activity_count" integer NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_provider_id_activity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_imports" ADD CONSTRAINT "activity_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_imports_provider_idx" ON "activity_imports" USING btree ("provider_id","created_at");--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_import_id_activity_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."activity_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_import_idx" ON "activities" USING btree ("import_id");