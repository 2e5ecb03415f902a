/**
 * The keys of admins' second factors, derived from TOTP_ENCRYPTION_KEY: one seals TOTP secrets
 * (AES-256-GCM, bound to the user id), the other keys the HMAC-SHA256 of recovery codes.
 */
import { deriveKey, keyedHash, open, seal } from './secret-box.js';

interface Keys {
  sealing: Buffer;
  recovery: Buffer;
}
const keysBySecret = new Map<string, Keys>();

function keys(envSecret: string): Keys {
  let k = keysBySecret.get(envSecret);
  if (!k) {
    k = {
      sealing: deriveKey(envSecret, 'camp:totp-secret:v1'),
      recovery: deriveKey(envSecret, 'camp:recovery-code:v1'),
    };
    keysBySecret.set(envSecret, k);
  }
  return k;
}

/** The secret sealed for the user's row (a ciphertext moved to another user does not open). */
export function sealSecret(envSecret: string, userId: number, secret: string): string {
  return seal(keys(envSecret).sealing, secret, `admin_second_factors:${userId}`);
}

export function openSecret(envSecret: string, userId: number, sealed: string): string {
  return open(keys(envSecret).sealing, sealed, `admin_second_factors:${userId}`);
}

/** Spaces and dashes people type or copy along are not part of a code. */
export function normaliseCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The stored form of a recovery code: HMAC-SHA256 under a key of the environment, per user. */
export function recoveryCodeHash(envSecret: string, userId: number, code: string): string {
  return keyedHash(keys(envSecret).recovery, `${userId}:${normaliseCode(code)}`);
}
