/**
 * Local storage keys from the spec: token, email, welcome flag, consultation flag, account type,
 * return path. Reads tolerate a disabled or full storage (private mode).
 */
export const STORAGE_KEYS = {
  token: 'token',
  session: 'session',
  email: 'email',
  welcome: 'welcome_dialog_shown',
  consultation: 'consultation_dialog_shown',
  accountType: 'account_type',
  returnPath: 'return_path',
  cookieConsent: 'cookie_consent_until',
  signInAttempts: 'sign_in_attempts',
} as const;

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the app still works for this page view.
  }
}

/** Logout clears local storage but keeps the welcome-dialog flag. */
export function clearStorageKeepingWelcome(): void {
  const welcome = readStorage(STORAGE_KEYS.welcome);
  const cookie = readStorage(STORAGE_KEYS.cookieConsent);
  try {
    window.localStorage.clear();
  } catch {
    return;
  }
  if (welcome !== null) writeStorage(STORAGE_KEYS.welcome, welcome);
  if (cookie !== null) writeStorage(STORAGE_KEYS.cookieConsent, cookie);
}
