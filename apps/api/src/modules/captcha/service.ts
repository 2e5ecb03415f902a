import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { AppContext } from '../../context.js';
import type { DbOrTx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { verifyingSecrets } from '../../lib/jwt.js';
import * as repo from './repository.js';

/**
 * Self-hosted proof of work (ALTCHA, v2 challenges). The browser widget fetches a challenge,
 * spends about a second of CPU finding the counter, and sends the base64 payload with the form;
 * the server checks it and records it so the same payload cannot be used twice.
 */
export const CHALLENGE_TTL_MS = 10 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** PBKDF2 iterations per try and the secret counter range: about 1 s of work on a laptop. */
const COST = 1_000;
const COUNTER_MIN = 500;
const COUNTER_MAX = 2_000;
/** A real payload is about 600 characters; anything far larger is not one. */
const MAX_PAYLOAD_CHARS = 8_192;

export const CAPTCHA_MESSAGES = {
  required: 'Please complete the human verification.',
  failed: 'Human verification failed. Please try again.',
  expired: 'Human verification expired. Please verify again.',
  used: 'This human verification was already used. Please verify again.',
} as const;

/**
 * The HMAC keys are derived from the JWT secret, so every API instance signs and checks
 * challenges alike without another setting, and the JWT key itself is never used for this.
 * Challenges are signed with JWT_SECRET's keys; one handed out before a rotation is checked
 * against the previous secret's too (verifyingSecrets).
 */
function secrets(jwtSecret: string) {
  const derive = (label: string) => createHmac('sha256', jwtSecret).update(label).digest('hex');
  return {
    hmacSignatureSecret: derive('altcha:challenge-signature'),
    hmacKeySignatureSecret: derive('altcha:key-signature'),
  };
}

export async function newChallenge(ctx: AppContext): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost: COST,
    // Deterministic mode: the server knows the answer and signs the derived key, so verifying
    // is one HMAC instead of re-running the key derivation.
    counter: randomInt(COUNTER_MIN, COUNTER_MAX),
    deriveKey,
    expiresAt: new Date(ctx.now().getTime() + CHALLENGE_TTL_MS),
    ...secrets(ctx.config.JWT_SECRET),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter the server signed must reach the signature check unchanged.
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      expiresAt: z.number(),
    }),
    signature: z.string().regex(/^[0-9a-f]{64}$/),
  }),
  solution: z.object({
    counter: z.number().int(),
    derivedKey: z.string(),
    time: z.number().optional(),
  }),
});

function fail(message: string): AppError {
  return AppError.field('altcha', message, 422);
}

function decode(payload: string): z.infer<typeof payloadSchema> | null {
  if (payload.length > MAX_PAYLOAD_CHARS) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    const parsed = payloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Check a solved challenge and spend it (in `db`, the caller's transaction or the database).
 * Throws 422 with errors.altcha when it is missing, wrong, expired or already used.
 */
export async function verifyAndSpend(
  db: DbOrTx,
  ctx: AppContext,
  payload: string | undefined | null,
): Promise<void> {
  if (!payload) throw fail(CAPTCHA_MESSAGES.required);
  const decoded = decode(payload);
  if (!decoded) throw fail(CAPTCHA_MESSAGES.failed);
  const { challenge, solution } = decoded;
  let result: Awaited<ReturnType<typeof verifySolution>> | undefined;
  for (const secret of verifyingSecrets(ctx.config)) {
    result = await verifySolution({ challenge, solution, deriveKey, ...secrets(secret) });
    if (result.verified) break;
  }
  if (!result) throw fail(CAPTCHA_MESSAGES.failed);
  if (!result.verified)
    throw fail(result.expired ? CAPTCHA_MESSAGES.expired : CAPTCHA_MESSAGES.failed);
  // altcha-lib checks expiry against the system clock; the app clock is the one that counts
  // (tests move it), and the signature now vouches for expiresAt.
  const expiresAt = new Date(challenge.parameters.expiresAt * 1000);
  const now = ctx.now();
  if (expiresAt <= now) throw fail(CAPTCHA_MESSAGES.expired);
  await repo.deleteExpired(db, now);
  if (!(await repo.spendSolution(db, challenge.signature, expiresAt))) {
    throw fail(CAPTCHA_MESSAGES.used);
  }
}
