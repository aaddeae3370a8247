-- The audit trail is append-only for the application. The server's connections run as
-- arrs_app (openPostgres sets the role when it connects), a role without login that may read and write
-- every table except that it can never UPDATE, DELETE or TRUNCATE security_events. The two changes the
-- application must still make are narrow functions owned by the migrating role: dropping an erased
-- person's e-mail address from events about them, and purging events older than the retention period
-- (never younger than 90 days, whatever the caller asks).
-- Roles belong to the whole cluster: another database's migration may be creating it at this moment,
-- and the one that commits second then fails on the catalogue's unique index (unique_violation)
-- instead of finding the role (duplicate_object). Either way the role is there.
DO $$
BEGIN
  CREATE ROLE arrs_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
--> statement-breakpoint
-- A migrating role that is not a superuser must be a member of arrs_app to switch to it.
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'arrs_app', 'MEMBER') THEN
    EXECUTE format('GRANT arrs_app TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO arrs_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO arrs_app;
--> statement-breakpoint
GRANT USAGE, SELECT, UPDATE ON ALL SEQUENCES IN SCHEMA public TO arrs_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO arrs_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT, UPDATE ON SEQUENCES TO arrs_app;
--> statement-breakpoint
-- The audit trail: read and append only.
REVOKE UPDATE, DELETE, TRUNCATE ON security_events FROM arrs_app;
--> statement-breakpoint
CREATE FUNCTION audit_forget_email(p_user_id text, p_email text) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE changed integer;
BEGIN
  UPDATE security_events SET details = details - 'email'
  WHERE (user_id = p_user_id OR target_user_id = p_user_id OR details->>'email' = p_email)
    AND details ? 'email';
  GET DIAGNOSTICS changed = ROW_COUNT;
  RETURN changed;
END
$$;
--> statement-breakpoint
CREATE FUNCTION audit_purge_before(p_cutoff timestamptz, p_batch integer) RETURNS integer
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE deleted integer;
BEGIN
  DELETE FROM security_events WHERE id IN (
    SELECT id FROM security_events
    WHERE created_at < least(p_cutoff, now() - interval '90 days')
    ORDER BY id LIMIT greatest(p_batch, 1));
  GET DIAGNOSTICS deleted = ROW_COUNT;
  RETURN deleted;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION audit_forget_email(text, text) FROM PUBLIC;
--> statement-breakpoint
REVOKE ALL ON FUNCTION audit_purge_before(timestamptz, integer) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION audit_forget_email(text, text) TO arrs_app;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION audit_purge_before(timestamptz, integer) TO arrs_app;
