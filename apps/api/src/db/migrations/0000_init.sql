CREATE TYPE "public"."activity_payment_status" AS ENUM('booking_available', 'booking_not_available', 'paid', 'easy_booking', 'available_for_payment');--> statement-breakpoint
CREATE TYPE "public"."camp_type" AS ENUM('Day', 'Overnight', 'Track-Out', 'Afterschool', 'Classes', 'Virtual', 'Night-Out');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('draft', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."itinerary_status" AS ENUM('draft', 'in_progress', 'review', 'alternate_request', 'accepted', 'approved', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."onboarding_step" AS ENUM('show_form', 'show_congratulations', 'form_completed', 'waiting_for_details', 'waiting_for_stripe_connect_completion', 'connect_completed');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('draft', 'paid', 'payment_failed', 'pending');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."package_name" AS ENUM('one_time', 'monthly', 'annually');--> statement-breakpoint
CREATE TYPE "public"."package_type" AS ENUM('Basic', 'Premium');--> statement-breakpoint
CREATE TYPE "public"."payment_account_status" AS ENUM('not_connected', 'pending', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('needs_provider_profile', 'awaiting_validation', 'validated', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Parent', 'Specialist', 'CampDirector', 'Admin');--> statement-breakpoint
CREATE TYPE "public"."token_purpose" AS ENUM('confirmation', 'password_reset', 'passwordless');--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"role" "role" NOT NULL,
	"email" varchar(255) NOT NULL,
	"name" varchar(255) DEFAULT '' NOT NULL,
	"first_name" varchar(255) DEFAULT '' NOT NULL,
	"last_name" varchar(255) DEFAULT '' NOT NULL,
	"password_hash" text,
	"temporary_password" boolean DEFAULT false NOT NULL,
	"confirmed_at" timestamp with time zone,
	"token_version" integer DEFAULT 0 NOT NULL,
	"from_google" boolean DEFAULT false NOT NULL,
	"google_sub" varchar(255),
	"phone_number" varchar(32),
	"address" text,
	"zip_code" varchar(16),
	"invited_to_itinerary" boolean DEFAULT false NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" "token_purpose" NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_attempts" (
	"email" varchar(255) PRIMARY KEY NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_failed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" varchar(255) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"template" varchar(64) NOT NULL,
	"html" text NOT NULL,
	"text" text NOT NULL,
	"meta" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"transport" varchar(16),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_uq" ON "users" USING btree ("email") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_uq" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");