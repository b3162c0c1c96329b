ALTER TABLE "chat_attachments" DROP CONSTRAINT "chat_attachments_size";--> statement-breakpoint
ALTER TABLE "chat_attachments" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "bytes" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "chat_attachments_conversation_idx" ON "chat_attachments" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_attachments_expiry_idx" ON "chat_attachments" USING btree ("expires_at") WHERE "chat_attachments"."data" is not null and "chat_attachments"."expires_at" is not null;--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_expiry" CHECK ("chat_attachments"."data" is not null or "chat_attachments"."expires_at" is not null);--> statement-breakpoint
ALTER TABLE "chat_attachments" ADD CONSTRAINT "chat_attachments_size" CHECK ("chat_attachments"."size" between 1 and 10485760 and ("chat_attachments"."data" is null or "chat_attachments"."size" = octet_length("chat_attachments"."data")));