/**
 * SQL drizzle-kit cannot express, run after the migrations on every start, like the extensions
 * (docs/decisions/0002). Idempotent.
 *
 * The session cache and its `session_changes` notifications are gone (docs/decisions/0034:
 * every guarded request reads its session), so this drops what earlier versions created.
 */
export const TRIGGERS_SQL = `
DROP TRIGGER IF EXISTS users_session_change ON users;
DROP TRIGGER IF EXISTS revoked_tokens_session_change ON revoked_tokens;
DROP FUNCTION IF EXISTS notify_session_change();
`;
