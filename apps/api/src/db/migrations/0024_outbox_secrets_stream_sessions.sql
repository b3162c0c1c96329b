ALTER TABLE "outbox" ADD COLUMN "unmasked_subject" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "unmasked_text" text;--> statement-breakpoint
-- What operators read of the mails already kept loses its codes and single-use links; a mail still waiting for the
-- mail server keeps them beside it until it is delivered.
UPDATE "outbox" SET
  "unmasked_subject" = CASE WHEN "status" = 'queued' THEN "subject" END,
  "unmasked_text" = CASE WHEN "status" = 'queued' THEN "text_body" END,
  "subject" = regexp_replace("subject", '\m\d{6}\M', '••••••', 'g'),
  "text_body" = regexp_replace("text_body", '\m\d{6}\M', '••••••', 'g')
WHERE "template" = 'verification';--> statement-breakpoint
UPDATE "outbox" SET
  "unmasked_subject" = CASE WHEN "status" = 'queued' THEN "subject" END,
  "unmasked_text" = CASE WHEN "status" = 'queued' THEN "text_body" END,
  "text_body" = regexp_replace("text_body", 'https?://\S*[?&]key=\S*', '••••••', 'g')
WHERE "template" = 'passwordReset';--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_unmasked_until_sent" CHECK (("outbox"."unmasked_subject" is null) = ("outbox"."unmasked_text" is null) and ("outbox"."status" = 'queued' or "outbox"."unmasked_text" is null));--> statement-breakpoint
-- A ticket lives a minute: those asked for before a ticket named its session are simply asked for again.
DELETE FROM "chat_stream_tickets";--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD COLUMN "session_hash" "bytea";--> statement-breakpoint
ALTER TABLE "chat_stream_tickets" ADD CONSTRAINT "chat_stream_tickets_session" CHECK (("chat_stream_tickets"."visitor_id" is null) = ("chat_stream_tickets"."session_hash" is not null));--> statement-breakpoint
-- An operator's session ending is announced as a buyer's is (migration 0021): a chat stream it opened ends with it.
CREATE TRIGGER "operator_sessions_changed" AFTER UPDATE ON "operator_sessions" FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
    OR NEW.token_hash IS DISTINCT FROM OLD.token_hash OR NEW.operator_id IS DISTINCT FROM OLD.operator_id)
  EXECUTE FUNCTION "hive_sessions_changed"();--> statement-breakpoint
CREATE TRIGGER "operator_sessions_deleted" AFTER DELETE OR TRUNCATE ON "operator_sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "hive_sessions_changed"();
