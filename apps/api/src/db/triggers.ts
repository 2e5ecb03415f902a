import { SESSION_CHANGES_CHANNEL } from '../lib/session-cache.js';

/**
 * Triggers drizzle-kit cannot express, (re)created after the migrations on every start, like
 * the extensions (docs/decisions/0002). Idempotent.
 *
 * `session_changes`: a change to a user or a revoked token is announced at commit to every
 * instance, whose session cache forgets it (docs/decisions/0028-session-cache.md). Any
 * UPDATE or DELETE of a user counts: role, confirmation, token version, deletion and the
 * profile fields handlers read from the signed-in user.
 */
export const TRIGGERS_SQL = `
CREATE OR REPLACE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', 'user:' || OLD.id);
  ELSE
    PERFORM pg_notify('${SESSION_CHANGES_CHANNEL}', 'token:' || NEW.jti);
  END IF;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER users_session_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE OR REPLACE TRIGGER revoked_tokens_session_change AFTER INSERT ON revoked_tokens
  FOR EACH ROW EXECUTE FUNCTION notify_session_change();
`;
