/**
 * Resolved sessions kept in memory for a short while, so that a guarded request does not
 * read its user again on every call (docs/decisions/0028-session-cache.md).
 *
 * Coherence, the part that matters:
 * - Within this process, the repository functions that change a user or revoke a token
 *   announce it (announceUserChange / announceTokenRevoked) at the write, so the next request
 *   here never sees the entry; a read that raced with the write is not stored (the epoch).
 * - Across instances, and for changes made outside this code (scripts, psql), database
 *   triggers NOTIFY `session_changes` at commit; every instance listens and forgets the user or
 *   token. While the listening connection is down the cache is off (every request reads).
 * - TTL_MS bounds what a lost notification could leave behind.
 */

/** How long a resolved session is trusted without reading it again. */
export const SESSION_CACHE_TTL_MS = 30_000;
/** Sessions kept at most (the oldest go first); a few hundred bytes each. */
export const SESSION_CACHE_MAX_ENTRIES = 10_000;
/** The channel the database triggers notify (db/triggers.ts). */
export const SESSION_CHANGES_CHANNEL = 'session_changes';

type Change = { user: number } | { token: string };

/** The caches of this process (tests run many apps in one process). */
const caches = new Set<SessionCache<{ id: number }>>();

/** A user row changed (profile, confirmation, password, deletion): its sessions are re-read. */
export function announceUserChange(userId: number): void {
  for (const cache of caches) cache.forget({ user: userId });
}

/** A bearer token was revoked (sign-out). */
export function announceTokenRevoked(jti: string): void {
  for (const cache of caches) cache.forget({ token: jti });
}

/** A notification's payload, as the triggers write it: `user:<id>` or `token:<jti>`. */
export function parseSessionChange(payload: string): Change | null {
  const colon = payload.indexOf(':');
  if (colon < 0) return null;
  const kind = payload.slice(0, colon);
  const value = payload.slice(colon + 1);
  if (kind === 'user' && /^\d+$/.test(value)) return { user: Number(value) };
  if (kind === 'token' && value) return { token: value };
  return null;
}

interface Entry<U> {
  user: U;
  expiresAt: number;
}

export class SessionCache<U extends { id: number }> {
  private readonly entries = new Map<string, Entry<U>>();
  private readonly tokensByUser = new Map<number, Set<string>>();
  /** Bumped by every change: a read that started before one is not stored. */
  private epoch = 0;
  private live = false;

  constructor(
    private readonly ttlMs = SESSION_CACHE_TTL_MS,
    private readonly maxEntries = SESSION_CACHE_MAX_ENTRIES,
    private readonly clock: () => number = Date.now,
  ) {}

  /** On while changes can reach it (its instance listens); off, it stores nothing. */
  setLive(live: boolean): void {
    this.clear();
    this.live = live;
    if (live) caches.add(this as unknown as SessionCache<{ id: number }>);
    else caches.delete(this as unknown as SessionCache<{ id: number }>);
  }

  get isLive(): boolean {
    return this.live;
  }

  /** Take before reading a session from the database; pass to set(). */
  get stamp(): number {
    return this.epoch;
  }

  get(jti: string): U | undefined {
    const entry = this.entries.get(jti);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.clock()) {
      this.remove(jti);
      return undefined;
    }
    return entry.user;
  }

  /** Keeps a session read from the database, unless something changed since `stamp`. */
  set(jti: string, user: U, stamp: number): void {
    if (!this.live || stamp !== this.epoch) return;
    this.remove(jti);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.remove(oldest);
    }
    // Shared by the requests that hit it: frozen, so none can change what the next one reads.
    this.entries.set(jti, { user: Object.freeze(user), expiresAt: this.clock() + this.ttlMs });
    let tokens = this.tokensByUser.get(user.id);
    if (!tokens) this.tokensByUser.set(user.id, (tokens = new Set()));
    tokens.add(jti);
  }

  forget(change: Change): void {
    this.epoch += 1;
    if ('token' in change) {
      this.remove(change.token);
      return;
    }
    for (const jti of this.tokensByUser.get(change.user) ?? []) this.entries.delete(jti);
    this.tokensByUser.delete(change.user);
  }

  clear(): void {
    this.epoch += 1;
    this.entries.clear();
    this.tokensByUser.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(jti: string): void {
    const entry = this.entries.get(jti);
    if (!entry) return;
    this.entries.delete(jti);
    const tokens = this.tokensByUser.get(entry.user.id);
    tokens?.delete(jti);
    if (tokens?.size === 0) this.tokensByUser.delete(entry.user.id);
  }
}
