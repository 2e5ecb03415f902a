ALTER TABLE "chat_messages" ADD COLUMN "prompt_tokens" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "completion_tokens" integer;--> statement-breakpoint
CREATE INDEX "chat_messages_tokens_idx" ON "chat_messages" USING btree ("created_at") WHERE "chat_messages"."prompt_tokens" IS NOT NULL;