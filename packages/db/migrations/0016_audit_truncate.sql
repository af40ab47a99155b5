-- TRUNCATE skips row triggers, so the append-only audit log refuses it with a statement trigger
-- too: clearing the whole history is the rewrite the log exists to prevent.
CREATE TRIGGER "admin_audit_log_no_truncate" BEFORE TRUNCATE ON "admin_audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "admin_audit_log_refuse_change"();
