CREATE TYPE "public"."chat_message_status" AS ENUM('complete', 'streaming', 'failed');--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "parent_id" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "status" "chat_message_status" DEFAULT 'complete' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "handover_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "handover_answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "handover_answered_by_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "handover_answer_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_handover_answered_by_id_users_id_fk" FOREIGN KEY ("handover_answered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_handover_answer_id_chat_messages_id_fk" FOREIGN KEY ("handover_answer_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("itinerary_id","parent_id","id");--> statement-breakpoint
CREATE INDEX "chat_messages_parent_idx" ON "chat_messages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "chat_messages_answered_by_idx" ON "chat_messages" USING btree ("handover_answered_by_id");--> statement-breakpoint
CREATE INDEX "chat_messages_answer_idx" ON "chat_messages" USING btree ("handover_answer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_one_streaming_idx" ON "chat_messages" USING btree ("itinerary_id","parent_id") WHERE "chat_messages"."status" = 'streaming';--> statement-breakpoint
CREATE INDEX "chat_messages_pending_handover_idx" ON "chat_messages" USING btree ("itinerary_id","handover_requested_at") WHERE "chat_messages"."handover_requested_at" IS NOT NULL AND "chat_messages"."handover_answered_at" IS NULL;--> statement-breakpoint
CREATE INDEX "chat_messages_streaming_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."status" = 'streaming';