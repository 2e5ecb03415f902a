import { useSyncExternalStore } from 'react';
import type { Session } from '@camp/shared/auth';
import { STORAGE_KEYS, clearStorageKeepingWelcome, readStorage, writeStorage } from './storage';

/**
 * The signed-in session, kept in local storage (token and session fields) and exposed to React
 * through useSyncExternalStore so every component sees one value.
 */
type Listener = () => void;
const listeners = new Set<Listener>();
let current: Session | null = load();

function load(): Session | null {
  const raw = readStorage(STORAGE_KEYS.session);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as Session;
  } catch {
    return null;
  }
}

function emit() {
  for (const l of listeners) l();
}

export function getSession(): Session | null {
  return current;
}

export function getToken(): string | null {
  return current?.token ?? null;
}

export function setSession(session: Session): void {
  current = session;
  writeStorage(STORAGE_KEYS.session, JSON.stringify(session));
  writeStorage(STORAGE_KEYS.token, session.token);
  emit();
}

/** Merge fresh fields (after a profile update or a status refresh) into the stored session. */
export function updateSession(patch: Partial<Session>): void {
  if (!current) return;
  setSession({ ...current, ...patch });
}

/**
 * Applies a session read from the server with `token`, unless the user has signed in again
 * since (a confirmation or sign-in replaced the session): an answer about the older token must
 * not overwrite the newer session. Returns whether it applied.
 */
export function updateSessionOf(token: string, patch: Partial<Session>): boolean {
  if (current?.token !== token) return false;
  updateSession(patch);
  return true;
}

export function clearSession(): void {
  current = null;
  clearStorageKeepingWelcome();
  emit();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What a page pre-rendered at build time shows, and so what hydration starts from: no one. */
const signedOut = () => null;

/**
 * The session, re-rendered when it changes. A pre-rendered page is hydrated as the build rendered
 * it (signed out) and shows the signed-in user right after.
 */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeSession, getSession, signedOut);
}
