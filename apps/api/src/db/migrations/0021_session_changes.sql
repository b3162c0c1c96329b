-- Each API process keeps the buyers behind the session tokens it has just seen (the auth feature's resolve), and drops
-- them whenever the database says that who a session is may have changed: a session revoked, cut short or deleted, an
-- account's status, grade or currency changed, a grade's discount changed, an account erased. The database says it
-- itself, whatever wrote the change, by a notification on 'hive_sessions' that every process listens to (sent when the
-- changing transaction commits, never if it rolls back). A session's idle extension (every minute at most) says
-- nothing: it only lengthens what a process keeps.
CREATE FUNCTION "hive_sessions_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('hive_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "buyer_sessions_changed" AFTER UPDATE ON "buyer_sessions" FOR EACH ROW
  WHEN (NEW.revoked_at IS DISTINCT FROM OLD.revoked_at OR NEW.expires_at < OLD.expires_at
    OR NEW.token_hash IS DISTINCT FROM OLD.token_hash OR NEW.buyer_id IS DISTINCT FROM OLD.buyer_id)
  EXECUTE FUNCTION "hive_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "buyer_sessions_deleted" AFTER DELETE OR TRUNCATE ON "buyer_sessions" FOR EACH STATEMENT
  EXECUTE FUNCTION "hive_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "buyers_changed" AFTER UPDATE ON "buyers" FOR EACH ROW
  WHEN (NEW.status IS DISTINCT FROM OLD.status OR NEW.grade_id IS DISTINCT FROM OLD.grade_id
    OR NEW.currency IS DISTINCT FROM OLD.currency)
  EXECUTE FUNCTION "hive_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "buyers_deleted" AFTER DELETE OR TRUNCATE ON "buyers" FOR EACH STATEMENT
  EXECUTE FUNCTION "hive_sessions_changed"();
--> statement-breakpoint
CREATE TRIGGER "grades_changed" AFTER UPDATE OR DELETE OR TRUNCATE ON "grades" FOR EACH STATEMENT
  EXECUTE FUNCTION "hive_sessions_changed"();
