import { STORAGE_KEYS, readStorage, writeStorage } from '../../lib/storage';
import { parseAccountType, type AccountType } from './redirects';

/** Local-storage state of the sign-in flows: email, account type, return path. */

/** The reset token from the mailed link, kept while the reset form is open (not in the URL). */
const RESET_TOKEN_KEY = 'reset_password_token';
const STAFF_TOKEN_KEY = 'staff_password_token';

/** Sign-ins that failed in this browser; 5 or more shows the proof-of-work challenge. */
export const CAPTCHA_AFTER_FAILED_SIGN_INS = 5;

export const returnPathStore = {
  get: () => readStorage(STORAGE_KEYS.returnPath),
  set: (path: string) => writeStorage(STORAGE_KEYS.returnPath, path),
  clear: () => writeStorage(STORAGE_KEYS.returnPath, null),
};

/** The address the confirmation (or reset) mail went to, shown on the verification page. */
export const pendingEmailStore = {
  get: () => readStorage(STORAGE_KEYS.email),
  set: (email: string) => writeStorage(STORAGE_KEYS.email, email),
};

export const accountTypeStore = {
  get: (): AccountType | null => parseAccountType(readStorage(STORAGE_KEYS.accountType)),
  set: (type: AccountType) => writeStorage(STORAGE_KEYS.accountType, type),
};

export const resetTokenStore = {
  get: () => readStorage(RESET_TOKEN_KEY),
  set: (token: string) => writeStorage(RESET_TOKEN_KEY, token),
  clear: () => writeStorage(RESET_TOKEN_KEY, null),
};

/** The token of a staff invitation or reset link, kept while its form is open (not in the URL). */
export const staffTokenStore = {
  get: () => readStorage(STAFF_TOKEN_KEY),
  set: (token: string) => writeStorage(STAFF_TOKEN_KEY, token),
  clear: () => writeStorage(STAFF_TOKEN_KEY, null),
};

export const failedSignInStore = {
  get(): number {
    const n = Number.parseInt(readStorage(STORAGE_KEYS.signInAttempts) ?? '0', 10);
    return Number.isFinite(n) && n > 0 ? n : 0;
  },
  set: (n: number) => writeStorage(STORAGE_KEYS.signInAttempts, String(n)),
  reset: () => writeStorage(STORAGE_KEYS.signInAttempts, '0'),
};
