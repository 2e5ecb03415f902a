import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';

/** Cookie consent lasts 31536000 s (one year). */
export const COOKIE_CONSENT_SECONDS = 31_536_000;

/** True while a stored acceptance has not expired. The value stored is the expiry in ms. */
export function hasCookieConsent(now: number = Date.now()): boolean {
  const raw = readStorage(STORAGE_KEYS.cookieConsent);
  if (!raw) return false;
  const until = Number(raw);
  return Number.isFinite(until) && until > now;
}

/** Records the acceptance; returns the expiry. */
export function acceptCookies(now: number = Date.now()): number {
  const until = now + COOKIE_CONSENT_SECONDS * 1000;
  writeStorage(STORAGE_KEYS.cookieConsent, String(until));
  return until;
}
