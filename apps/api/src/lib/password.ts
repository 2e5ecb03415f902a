import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

// argon2id with OWASP's recommended minimum (19 MiB, 2 passes); ~30 ms on this machine.
// `Algorithm` is an ambient const enum, which verbatimModuleSyntax cannot read as a value:
// 2 is Algorithm.Argon2id (the type keeps it checked).
const ARGON2ID: Algorithm.Argon2id = 2;
const OPTIONS: Options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable one-time password for staff accounts and questionnaire visitors (16 chars). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
