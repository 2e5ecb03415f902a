CREATE TABLE "program_waivers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "program_waivers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text,
	"file_id" integer,
	"sha256" varchar(64) NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "program_waivers_one_document" CHECK (("program_waivers"."body" IS NULL) <> ("program_waivers"."file_id" IS NULL)),
	CONSTRAINT "program_waivers_version_positive" CHECK ("program_waivers"."version" > 0)
);
--> statement-breakpoint
CREATE TABLE "waiver_signatures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "waiver_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"waiver_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"parent_id" integer NOT NULL,
	"child_id" integer NOT NULL,
	"season" smallint NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"signed_on" date NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"waiver_version" integer NOT NULL,
	"document_sha256" varchar(64) NOT NULL,
	"pdf_key" varchar(512) NOT NULL,
	"pdf_sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_waivers" ADD CONSTRAINT "program_waivers_provider_id_activity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waivers" ADD CONSTRAINT "program_waivers_file_id_uploaded_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_waivers" ADD CONSTRAINT "program_waivers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_waiver_id_program_waivers_id_fk" FOREIGN KEY ("waiver_id") REFERENCES "public"."program_waivers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_provider_id_activity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiver_signatures" ADD CONSTRAINT "waiver_signatures_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "program_waivers_version_uq" ON "program_waivers" USING btree ("provider_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "program_waivers_current_uq" ON "program_waivers" USING btree ("provider_id") WHERE "program_waivers"."replaced_at" IS NULL;--> statement-breakpoint
CREATE INDEX "program_waivers_file_idx" ON "program_waivers" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "waiver_signatures_once_uq" ON "waiver_signatures" USING btree ("waiver_id","child_id","season");--> statement-breakpoint
CREATE INDEX "waiver_signatures_provider_idx" ON "waiver_signatures" USING btree ("provider_id","season");--> statement-breakpoint
CREATE INDEX "waiver_signatures_parent_idx" ON "waiver_signatures" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "waiver_signatures_child_idx" ON "waiver_signatures" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "program_waivers_created_by_idx" ON "program_waivers" USING btree ("created_by_id");
