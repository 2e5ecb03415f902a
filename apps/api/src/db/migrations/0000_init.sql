CREATE TYPE "public"."activity_payment_status" AS ENUM('booking_available', 'booking_not_available', 'paid', 'easy_booking', 'available_for_payment');--> statement-breakpoint
CREATE TYPE "public"."camp_type" AS ENUM('Day', 'Overnight', 'Track-Out', 'Afterschool', 'Classes', 'Virtual', 'Night-Out');--> statement-breakpoint
CREATE TYPE "public"."chat_role" AS ENUM('user', 'assistant');--> statement-breakpoint
CREATE TYPE "public"."discount_type" AS ENUM('percent', 'fixed');--> statement-breakpoint
CREATE TYPE "public"."interest_kind" AS ENUM('activity', 'program');--> statement-breakpoint
CREATE TYPE "public"."invitation_status" AS ENUM('draft', 'accepted', 'declined');--> statement-breakpoint
CREATE TYPE "public"."itinerary_status" AS ENUM('draft', 'in_progress', 'review', 'alternate_request', 'accepted', 'approved', 'canceled');--> statement-breakpoint
CREATE TYPE "public"."local_card_behaviour" AS ENUM('succeeds', 'card_declined', 'insufficient_funds', 'expired_card', 'renewals_declined');--> statement-breakpoint
CREATE TYPE "public"."onboarding_step" AS ENUM('show_form', 'show_congratulations', 'form_completed', 'waiting_for_details', 'waiting_for_stripe_connect_completion', 'connect_completed');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('draft', 'paid', 'payment_failed', 'pending');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."package_interval" AS ENUM('one_time', 'month', 'year');--> statement-breakpoint
CREATE TYPE "public"."package_name" AS ENUM('one_time', 'monthly', 'annually');--> statement-breakpoint
CREATE TYPE "public"."package_type" AS ENUM('Basic', 'Premium');--> statement-breakpoint
CREATE TYPE "public"."payment_account_status" AS ENUM('not_connected', 'pending', 'ready', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('local', 'stripe');--> statement-breakpoint
CREATE TYPE "public"."questionnaire_status" AS ENUM('draft', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."registration_status" AS ENUM('needs_provider_profile', 'awaiting_validation', 'validated', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."role" AS ENUM('Parent', 'Specialist', 'CampDirector', 'Admin');--> statement-breakpoint
CREATE TYPE "public"."subscription_status" AS ENUM('trialing', 'active', 'past_due', 'canceled', 'incomplete');--> statement-breakpoint
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
	"photo_url" text,
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
CREATE TABLE "revoked_tokens" (
	"jti" varchar(64) PRIMARY KEY NOT NULL,
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
CREATE TABLE "camp_director_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"registration_status" "registration_status" DEFAULT 'needs_provider_profile' NOT NULL,
	"onboarding_step" "onboarding_step" DEFAULT 'show_form' NOT NULL,
	"payment_account_status" "payment_account_status" DEFAULT 'not_connected' NOT NULL,
	"stripe_account_id" varchar(255),
	"contact_phone" varchar(32),
	"rejection_reason" text,
	"validated_at" timestamp with time zone,
	"validated_by_id" integer,
	"organisation_name" varchar(255),
	"contact_name" varchar(255),
	"address" text,
	"city" varchar(255),
	"state" varchar(64),
	"zip_code" varchar(16),
	"phone_number" varchar(32),
	"website" text,
	"description" text,
	"tax_id" varchar(64),
	"years_in_operation" smallint,
	"insurance_info" text,
	"licensing_info" text,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parent_profiles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"stripe_customer_id" varchar(255),
	"welcome_seen_at" timestamp with time zone,
	"consultation_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "packages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" "package_name" NOT NULL,
	"price_cents" integer NOT NULL,
	"package_type" "package_type" NOT NULL,
	"interval" "package_interval" NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"stripe_price_id" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "packages_name_uq" UNIQUE("name"),
	CONSTRAINT "packages_price_nonnegative" CHECK ("packages"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" varchar(64) NOT NULL,
	"discount_type" "discount_type" NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"max_redemptions" integer,
	"redemptions_count" integer DEFAULT 0 NOT NULL,
	"applies_to" "package_name"[] DEFAULT '{}' NOT NULL,
	"free_months" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_code_uq" UNIQUE("code"),
	CONSTRAINT "coupons_amount_nonnegative" CHECK ("coupons"."amount" >= 0),
	CONSTRAINT "coupons_percent_max" CHECK ("coupons"."discount_type" <> 'percent' OR "coupons"."amount" <= 100),
	CONSTRAINT "coupons_free_months_nonnegative" CHECK ("coupons"."free_months" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"status" "order_status" DEFAULT 'draft' NOT NULL,
	"amount_cents" integer NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"coupon_id" integer,
	"provider" "payment_provider" DEFAULT 'local' NOT NULL,
	"provider_payment_id" varchar(255),
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."amount_cents" >= 0 AND "orders"."discount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"order_id" integer,
	"status" "subscription_status" DEFAULT 'active' NOT NULL,
	"provider" "payment_provider" DEFAULT 'local' NOT NULL,
	"provider_subscription_id" varchar(255),
	"payment_method_id" varchar(255),
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"trial_ends_at" timestamp with time zone,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"coupon_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" "payment_provider" NOT NULL,
	"event_id" varchar(255) NOT NULL,
	"type" varchar(128) NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_payment_methods" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "local_payment_methods_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"brand" varchar(16) NOT NULL,
	"last4" varchar(4) NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"behaviour" "local_card_behaviour" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_payment_methods_token_uq" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "children" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "children_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"first_name" varchar(255) NOT NULL,
	"age" smallint,
	"rising_grade_level" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_age_range" CHECK ("children"."age" IS NULL OR "children"."age" BETWEEN 4 AND 18),
	CONSTRAINT "children_grade_range" CHECK ("children"."rising_grade_level" IS NULL OR "children"."rising_grade_level" BETWEEN -1 AND 12)
);
--> statement-breakpoint
CREATE TABLE "questionnaires" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaires_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" varchar(64),
	"parent_id" integer NOT NULL,
	"child_id" integer,
	"status" "questionnaire_status" DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"child_first_name" varchar(255),
	"age" smallint,
	"rising_grade_level" smallint,
	"personal_skills" text[] DEFAULT '{}' NOT NULL,
	"special_needs" text[] DEFAULT '{}' NOT NULL,
	"interests" text[] DEFAULT '{}' NOT NULL,
	"academic_interests" text[] DEFAULT '{}' NOT NULL,
	"dance_interests" text[] DEFAULT '{}' NOT NULL,
	"sport_interests" text[] DEFAULT '{}' NOT NULL,
	"art_interests" text[] DEFAULT '{}' NOT NULL,
	"music_interests" text[] DEFAULT '{}' NOT NULL,
	"theater_interests" text[] DEFAULT '{}' NOT NULL,
	"outdoor_interests" text[] DEFAULT '{}' NOT NULL,
	"start_date" date,
	"end_date" date,
	"camp_type" text[] DEFAULT '{}' NOT NULL,
	"start_date2" date,
	"end_date2" date,
	"start_date3" date,
	"end_date3" date,
	"start_date4" date,
	"end_date4" date,
	"second_date_camp_preference" text[] DEFAULT '{}' NOT NULL,
	"third_date_camp_preference" text[] DEFAULT '{}' NOT NULL,
	"fourth_date_camp_preference" text[] DEFAULT '{}' NOT NULL,
	"distance_preferences_day_camps" integer,
	"day_camp_duration_preferences" text[] DEFAULT '{}' NOT NULL,
	"earliest_time_day_camp_drop_off" time,
	"early_drop_fee" boolean,
	"distance_preferences_overnight_camps" integer,
	"favorite_camps" boolean,
	"camp_name" varchar(255),
	"name_of_second_camp" varchar(255),
	"name_of_third_camp" varchar(255),
	"name_of_fourth_camp" varchar(255),
	"amount_money" integer,
	"highest_priority" text,
	"academic_proficiency" varchar(64),
	"art_proficiency" varchar(64),
	"cooking_baking_proficiency" varchar(64),
	"dance_proficiency" varchar(64),
	"music_proficiency" varchar(64),
	"outdoor_proficiency" varchar(64),
	"sport_proficiency" varchar(64),
	"theater_proficiency" varchar(64),
	"other_interests" text,
	"specify_accessibility" text,
	"last_comments" text,
	"address_street" text,
	"zip_code" varchar(16),
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaires_age_range" CHECK ("questionnaires"."age" IS NULL OR "questionnaires"."age" BETWEEN 4 AND 18),
	CONSTRAINT "questionnaires_grade_range" CHECK ("questionnaires"."rising_grade_level" IS NULL OR "questionnaires"."rising_grade_level" BETWEEN -1 AND 12),
	CONSTRAINT "questionnaires_amount_nonnegative" CHECK ("questionnaires"."amount_money" IS NULL OR "questionnaires"."amount_money" >= 0)
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "uploaded_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" varchar(512) NOT NULL,
	"filename" varchar(255) NOT NULL,
	"content_type" varchar(128) NOT NULL,
	"byte_size" integer NOT NULL,
	"checksum" varchar(64) NOT NULL,
	"owner_id" integer,
	"signed_id" varchar(128) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"kind" "interest_kind" NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "skill_developments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "skill_developments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"interest_id" integer NOT NULL,
	"name" varchar(255) NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_providers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_providers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"director_id" integer,
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"website" text NOT NULL,
	"address" text NOT NULL,
	"address2" text,
	"city" varchar(255) NOT NULL,
	"state" varchar(64) NOT NULL,
	"zip_code" varchar(16) NOT NULL,
	"phone_number" varchar(32),
	"faq" text,
	"waiver_form_url" text,
	"logo_file_id" integer,
	"description" text,
	"special_needs_array" text[] DEFAULT '{}' NOT NULL,
	"special_needs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tax_id" varchar(64) NOT NULL,
	"personal_growth" text,
	"financial_aid_description" text,
	"financial_aid_percent" smallint,
	"financial_aid_link" text,
	"cancellation_policy" text NOT NULL,
	"label" varchar(64) DEFAULT 'Registered' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"specialist_notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_providers_financial_aid_percent_range" CHECK ("activity_providers"."financial_aid_percent" IS NULL OR "activity_providers"."financial_aid_percent" BETWEEN 0 AND 100)
);
--> statement-breakpoint
CREATE TABLE "activity_provider_interests" (
	"activity_provider_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "activity_provider_interests_activity_provider_id_interest_id_pk" PRIMARY KEY("activity_provider_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"parent_activity_id" integer,
	"name" varchar(255) NOT NULL,
	"url" text NOT NULL,
	"price_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"sku" varchar(64) NOT NULL,
	"camp_type" "camp_type" NOT NULL,
	"description" text,
	"other_info" text,
	"grade_level_start" smallint,
	"grade_level_end" smallint,
	"age_min" smallint,
	"age_max" smallint,
	"media_link" text NOT NULL,
	"optional_media_link" text,
	"total_seats" integer,
	"reserved_seats" integer DEFAULT 0 NOT NULL,
	"instructor" varchar(255),
	"camp_info_time" text,
	"camp_info_title" text,
	"details" text,
	"location" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"specialist_notes" text,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("activities"."name", '')), 'A') || setweight(to_tsvector('english', coalesce("activities"."description", '')), 'B') || setweight(to_tsvector('english', coalesce("activities"."instructor", '') || ' ' || coalesce("activities"."details", '') || ' ' || coalesce("activities"."other_info", '')), 'C')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_price_nonnegative" CHECK ("activities"."price_cents" >= 0 AND "activities"."fee_cents" >= 0),
	CONSTRAINT "activities_dates_order" CHECK ("activities"."end_date" >= "activities"."start_date"),
	CONSTRAINT "activities_seats" CHECK ("activities"."reserved_seats" >= 0 AND ("activities"."total_seats" IS NULL OR ("activities"."total_seats" >= 0 AND "activities"."reserved_seats" <= "activities"."total_seats"))),
	CONSTRAINT "activities_ages" CHECK (("activities"."age_min" IS NULL OR "activities"."age_min" BETWEEN 4 AND 18) AND ("activities"."age_max" IS NULL OR "activities"."age_max" BETWEEN 4 AND 18) AND ("activities"."age_min" IS NULL OR "activities"."age_max" IS NULL OR "activities"."age_min" <= "activities"."age_max")),
	CONSTRAINT "activities_grades" CHECK (("activities"."grade_level_start" IS NULL OR "activities"."grade_level_start" BETWEEN -1 AND 12) AND ("activities"."grade_level_end" IS NULL OR "activities"."grade_level_end" BETWEEN -1 AND 12))
);
--> statement-breakpoint
CREATE TABLE "activity_interests" (
	"activity_id" integer NOT NULL,
	"interest_id" integer NOT NULL,
	CONSTRAINT "activity_interests_activity_id_interest_id_pk" PRIMARY KEY("activity_id","interest_id")
);
--> statement-breakpoint
CREATE TABLE "activity_skill_developments" (
	"activity_id" integer NOT NULL,
	"skill_development_id" integer NOT NULL,
	CONSTRAINT "activity_skill_developments_activity_id_skill_development_id_pk" PRIMARY KEY("activity_id","skill_development_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" varchar(64) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"parent_id" integer NOT NULL,
	"child_id" integer,
	"questionnaire_id" integer,
	"specialist_id" integer,
	"status" "itinerary_status" DEFAULT 'draft' NOT NULL,
	"message" text,
	"color" varchar(16),
	"location" text,
	"latitude" double precision,
	"longitude" double precision,
	"specialist_notes" text,
	"sent_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "itinerary_activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "itinerary_activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"payment_status" "activity_payment_status" DEFAULT 'booking_available' NOT NULL,
	"processed" boolean DEFAULT false NOT NULL,
	"start_date" date,
	"amount_cents" integer,
	"payment_provider" "payment_provider",
	"provider_payment_id" varchar(255),
	"paid_by_id" integer,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "itinerary_activities_amount_nonnegative" CHECK ("itinerary_activities"."amount_cents" IS NULL OR "itinerary_activities"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "change_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"requested_by_id" integer,
	"reason" text NOT NULL,
	"more_information" text NOT NULL,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents_itineraries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "parents_itineraries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"parent_id" integer,
	"friend_email" varchar(255) NOT NULL,
	"friend_name" varchar(255),
	"invited_by_id" integer,
	"status" "invitation_status" DEFAULT 'draft' NOT NULL,
	"comment" text,
	"text" text,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents_itinerary_activities" (
	"parents_itinerary_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	CONSTRAINT "parents_itinerary_activities_parents_itinerary_id_activity_id_pk" PRIMARY KEY("parents_itinerary_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "specialist_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "specialist_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"author_id" integer,
	"itinerary_id" integer,
	"activity_id" integer,
	"activity_provider_id" integer,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "specialist_notes_one_target" CHECK (num_nonnulls("specialist_notes"."itinerary_id", "specialist_notes"."activity_id", "specialist_notes"."activity_provider_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"itinerary_id" integer NOT NULL,
	"user_id" integer,
	"sender_role" varchar(32) NOT NULL,
	"role" "chat_role" NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"actor_id" integer,
	"entity_type" varchar(64) NOT NULL,
	"entity_id" integer NOT NULL,
	"action" varchar(64) NOT NULL,
	"from_status" varchar(64),
	"to_status" varchar(64),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_subscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_email_uq" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(255) NOT NULL,
	"email" varchar(255) NOT NULL,
	"subject" varchar(255) NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD CONSTRAINT "camp_director_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "camp_director_profiles" ADD CONSTRAINT "camp_director_profiles_validated_by_id_users_id_fk" FOREIGN KEY ("validated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_profiles" ADD CONSTRAINT "parent_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_payment_methods" ADD CONSTRAINT "local_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_developments" ADD CONSTRAINT "skill_developments_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD CONSTRAINT "activity_providers_director_id_users_id_fk" FOREIGN KEY ("director_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_providers" ADD CONSTRAINT "activity_providers_logo_file_id_uploaded_files_id_fk" FOREIGN KEY ("logo_file_id") REFERENCES "public"."uploaded_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_provider_interests" ADD CONSTRAINT "activity_provider_interests_activity_provider_id_activity_providers_id_fk" FOREIGN KEY ("activity_provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_provider_interests" ADD CONSTRAINT "activity_provider_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_provider_id_activity_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_parent_activity_id_activities_id_fk" FOREIGN KEY ("parent_activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_interests" ADD CONSTRAINT "activity_interests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_interests" ADD CONSTRAINT "activity_interests_interest_id_interests_id_fk" FOREIGN KEY ("interest_id") REFERENCES "public"."interests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skill_developments" ADD CONSTRAINT "activity_skill_developments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_skill_developments" ADD CONSTRAINT "activity_skill_developments_skill_development_id_skill_developments_id_fk" FOREIGN KEY ("skill_development_id") REFERENCES "public"."skill_developments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_questionnaire_id_questionnaires_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaires"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itineraries" ADD CONSTRAINT "itineraries_specialist_id_users_id_fk" FOREIGN KEY ("specialist_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_activities" ADD CONSTRAINT "itinerary_activities_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_activities" ADD CONSTRAINT "itinerary_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itinerary_activities" ADD CONSTRAINT "itinerary_activities_paid_by_id_users_id_fk" FOREIGN KEY ("paid_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents_itineraries" ADD CONSTRAINT "parents_itineraries_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents_itineraries" ADD CONSTRAINT "parents_itineraries_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents_itineraries" ADD CONSTRAINT "parents_itineraries_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents_itinerary_activities" ADD CONSTRAINT "parents_itinerary_activities_parents_itinerary_id_parents_itineraries_id_fk" FOREIGN KEY ("parents_itinerary_id") REFERENCES "public"."parents_itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents_itinerary_activities" ADD CONSTRAINT "parents_itinerary_activities_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_notes" ADD CONSTRAINT "specialist_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_notes" ADD CONSTRAINT "specialist_notes_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_notes" ADD CONSTRAINT "specialist_notes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "specialist_notes" ADD CONSTRAINT "specialist_notes_activity_provider_id_activity_providers_id_fk" FOREIGN KEY ("activity_provider_id") REFERENCES "public"."activity_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_itinerary_id_itineraries_id_fk" FOREIGN KEY ("itinerary_id") REFERENCES "public"."itineraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_live_uq" ON "users" USING btree ("email") WHERE "users"."deleted_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_uq" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires_idx" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "email_outbox_pending_idx" ON "email_outbox" USING btree ("status","available_at");--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address");--> statement-breakpoint
CREATE INDEX "camp_director_profiles_validated_by_idx" ON "camp_director_profiles" USING btree ("validated_by_id");--> statement-breakpoint
CREATE INDEX "camp_director_profiles_registration_idx" ON "camp_director_profiles" USING btree ("registration_status");--> statement-breakpoint
CREATE UNIQUE INDEX "parent_profiles_stripe_customer_uq" ON "parent_profiles" USING btree ("stripe_customer_id");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_package_idx" ON "orders" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "orders_coupon_idx" ON "orders" USING btree ("coupon_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_payment_uq" ON "orders" USING btree ("provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "subscriptions_user_idx" ON "subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "subscriptions_package_idx" ON "subscriptions" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "subscriptions_order_idx" ON "subscriptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_provider_sub_uq" ON "subscriptions" USING btree ("provider","provider_subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_redemptions_coupon_user_uq" ON "coupon_redemptions" USING btree ("coupon_id","user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_user_idx" ON "coupon_redemptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_events_provider_event_uq" ON "payment_events" USING btree ("provider","event_id");--> statement-breakpoint
CREATE INDEX "local_payment_methods_user_idx" ON "local_payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "children_parent_idx" ON "children" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaires_form_id_uq" ON "questionnaires" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "questionnaires_parent_idx" ON "questionnaires" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "questionnaires_child_idx" ON "questionnaires" USING btree ("child_id");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_key_uq" ON "uploaded_files" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "uploaded_files_signed_id_uq" ON "uploaded_files" USING btree ("signed_id");--> statement-breakpoint
CREATE INDEX "uploaded_files_owner_idx" ON "uploaded_files" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interests_kind_name_uq" ON "interests" USING btree ("kind","name");--> statement-breakpoint
CREATE INDEX "interests_kind_position_idx" ON "interests" USING btree ("kind","position");--> statement-breakpoint
CREATE UNIQUE INDEX "skill_developments_interest_name_uq" ON "skill_developments" USING btree ("interest_id","name");--> statement-breakpoint
CREATE INDEX "skill_developments_name_idx" ON "skill_developments" USING btree ("name");--> statement-breakpoint
CREATE INDEX "activity_providers_director_idx" ON "activity_providers" USING btree ("director_id");--> statement-breakpoint
CREATE INDEX "activity_providers_logo_idx" ON "activity_providers" USING btree ("logo_file_id");--> statement-breakpoint
CREATE INDEX "activity_providers_name_trgm_idx" ON "activity_providers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activity_provider_interests_interest_idx" ON "activity_provider_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_sku_uq" ON "activities" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "activities_catalog_idx" ON "activities" USING btree ("provider_id","end_date","start_date","price_cents","camp_type","age_min","age_max","grade_level_start","grade_level_end","total_seats","reserved_seats","id");--> statement-breakpoint
CREATE INDEX "activities_parent_activity_idx" ON "activities" USING btree ("parent_activity_id");--> statement-breakpoint
CREATE INDEX "activities_dates_idx" ON "activities" USING btree ("start_date","end_date");--> statement-breakpoint
CREATE INDEX "activities_end_date_idx" ON "activities" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "activities_price_idx" ON "activities" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "activities_camp_type_idx" ON "activities" USING btree ("camp_type","start_date");--> statement-breakpoint
CREATE INDEX "activities_ages_idx" ON "activities" USING btree ("age_min","age_max");--> statement-breakpoint
CREATE INDEX "activities_grades_idx" ON "activities" USING btree ("grade_level_start","grade_level_end");--> statement-breakpoint
CREATE INDEX "activities_name_trgm_idx" ON "activities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_sku_trgm_idx" ON "activities" USING gin ("sku" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "activities_search_idx" ON "activities" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "activities_earth_idx" ON "activities" USING gist (ll_to_earth("latitude", "longitude")) WHERE "activities"."latitude" IS NOT NULL AND "activities"."longitude" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "activity_interests_interest_idx" ON "activity_interests" USING btree ("interest_id");--> statement-breakpoint
CREATE INDEX "activity_skill_developments_skill_idx" ON "activity_skill_developments" USING btree ("skill_development_id");--> statement-breakpoint
CREATE INDEX "search_words_word_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "itineraries_parent_idx" ON "itineraries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "itineraries_child_idx" ON "itineraries" USING btree ("child_id");--> statement-breakpoint
CREATE INDEX "itineraries_questionnaire_idx" ON "itineraries" USING btree ("questionnaire_id");--> statement-breakpoint
CREATE INDEX "itineraries_specialist_idx" ON "itineraries" USING btree ("specialist_id");--> statement-breakpoint
CREATE INDEX "itineraries_status_created_idx" ON "itineraries" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_activities_itinerary_activity_uq" ON "itinerary_activities" USING btree ("itinerary_id","activity_id");--> statement-breakpoint
CREATE INDEX "itinerary_activities_activity_idx" ON "itinerary_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "itinerary_activities_paid_by_idx" ON "itinerary_activities" USING btree ("paid_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "itinerary_activities_provider_payment_uq" ON "itinerary_activities" USING btree ("payment_provider","provider_payment_id");--> statement-breakpoint
CREATE INDEX "change_requests_itinerary_idx" ON "change_requests" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "change_requests_activity_idx" ON "change_requests" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "change_requests_requested_by_idx" ON "change_requests" USING btree ("requested_by_id");--> statement-breakpoint
CREATE UNIQUE INDEX "parents_itineraries_itinerary_email_uq" ON "parents_itineraries" USING btree ("itinerary_id","friend_email");--> statement-breakpoint
CREATE INDEX "parents_itineraries_parent_idx" ON "parents_itineraries" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "parents_itineraries_invited_by_idx" ON "parents_itineraries" USING btree ("invited_by_id");--> statement-breakpoint
CREATE INDEX "parents_itineraries_email_idx" ON "parents_itineraries" USING btree ("friend_email");--> statement-breakpoint
CREATE INDEX "parents_itinerary_activities_activity_idx" ON "parents_itinerary_activities" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "specialist_notes_author_idx" ON "specialist_notes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "specialist_notes_itinerary_idx" ON "specialist_notes" USING btree ("itinerary_id");--> statement-breakpoint
CREATE INDEX "specialist_notes_activity_idx" ON "specialist_notes" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "specialist_notes_provider_idx" ON "specialist_notes" USING btree ("activity_provider_id");--> statement-breakpoint
CREATE INDEX "chat_messages_itinerary_created_idx" ON "chat_messages" USING btree ("itinerary_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_user_idx" ON "chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");