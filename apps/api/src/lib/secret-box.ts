import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Symmetric encryption of small secrets kept in the database (admins' TOTP secrets): AES-256-GCM
 * with a random 96-bit nonce, the key derived with HKDF-SHA256 from a secret of the environment
 * and a label naming the use, so one environment secret yields independent keys. The associated
 * data binds a ciphertext to its row: copied to another row, it no longer opens.
 */
const VERSION = 'v1';

/** A 32-byte key for `label`, derived from the environment's secret. */
export function deriveKey(secret: string, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
}

/** `v1.<nonce>.<tag>.<ciphertext>`, each base64url. */
export function seal(key: Buffer, plaintext: string, associatedData: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  cipher.setAAD(Buffer.from(associatedData, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The plaintext, or an error when the box was tampered with, or sealed with another key or row. */
export function open(key: Buffer, sealed: string, associatedData: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined) {
    throw new Error('secret-box: unknown format');
  }
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAAD(Buffer.from(associatedData, 'utf8'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** HMAC-SHA256 in hex: a keyed hash to look a high-entropy code up by. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac('sha256', key).update(value, 'utf8').digest('hex');
}
