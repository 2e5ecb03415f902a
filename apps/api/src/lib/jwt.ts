import { randomBytes } from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ROLES, type Role } from '@camp/shared/enums';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version at issue time; a mismatch means the token was revoked. */
  tv: number;
  /** Set when the sign-in passed a second factor (an admin's TOTP or recovery code). */
  mfa?: true;
}

export interface VerifiedClaims extends TokenClaims {
  /** Token id: sign-out revokes this one token by it. */
  jti: string;
  /** Expiry as Unix seconds. */
  exp: number;
}

export interface IssuedToken {
  token: string;
  /** Expiry as Unix seconds (the session field `exp`). */
  exp: number;
  jti: string;
}

/** Verified tokens fast-jwt keeps per instance (its LRU cache): a few hundred bytes each. */
const VERIFIED_TOKENS_MAX = 10_000;
/** How long a verified token's result is kept; revocation is not its concern (plugins/auth.ts). */
const VERIFIED_TOKENS_TTL_MS = 10 * 60_000;

const isRole = (v: unknown): v is Role => (ROLES as readonly unknown[]).includes(v);

/**
 * The secrets a token or link signed with JWT_SECRET (or a key derived from it) is checked
 * against: JWT_SECRET, then JWT_SECRET_PREVIOUS while it is set, so what was signed before a
 * rotation stays good until the previous secret is removed. Signing uses JWT_SECRET alone.
 */
export function verifyingSecrets(config: {
  JWT_SECRET: string;
  JWT_SECRET_PREVIOUS?: string | undefined;
}): [string, ...string[]] {
  return config.JWT_SECRET_PREVIOUS
    ? [config.JWT_SECRET, config.JWT_SECRET_PREVIOUS]
    : [config.JWT_SECRET];
}

/**
 * Bearer tokens: HS256 JWTs signed and verified by fast-jwt (docs/decisions/0034). It verifies
 * synchronously with node:crypto (jose's HMAC goes through WebCrypto, a promise job per call,
 * measurable on every guarded request) and keeps verified tokens in a bounded LRU cache, since
 * a session sends the same token with every request. The time checks (`exp`, `nbf`) are made
 * here against the app clock on every call, because tests move that clock and fast-jwt's is
 * fixed when the verifier is made. Revocation is the session check's (plugins/auth.ts).
 */
export class TokenService {
  private readonly signer: (payload: Record<string, unknown>) => string;
  /** One per accepted secret, the signing one first (verifyingSecrets). */
  private readonly verifiers: ((token: string) => Record<string, unknown>)[];

  /** `secrets`: the signing secret, then the previous one still accepted, if any. */
  constructor(
    secrets: readonly [string, ...string[]],
    private readonly ttlSeconds: number,
  ) {
    this.signer = createSigner({ key: secrets[0], algorithm: 'HS256', noTimestamp: true });
    this.verifiers = secrets.map((key) =>
      createVerifier({
        key,
        algorithms: ['HS256'],
        cache: VERIFIED_TOKENS_MAX,
        cacheTTL: VERIFIED_TOKENS_TTL_MS,
        ignoreExpiration: true,
        ignoreNotBefore: true,
      }),
    );
  }

  issue(claims: TokenClaims, now = Date.now()): IssuedToken {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const jti = randomBytes(16).toString('base64url');
    const token = this.signer({
      role: claims.role,
      tv: claims.tv,
      sub: claims.sub,
      ...(claims.mfa ? { mfa: true } : {}),
      jti,
      iat,
      exp,
    });
    return { token, exp, jti };
  }

  /**
   * Returns the claims, or `expired` / `invalid`. `now` is the app clock (tests move it), so
   * expiry follows the same time as the rest of the app. A token with a bad signature is
   * `invalid` whatever its claims say.
   */
  verify(token: string, now = new Date()): VerifiedClaims | 'expired' | 'invalid' {
    const payload = this.signedPayload(token);
    if (!payload) return 'invalid';
    const { sub, role, tv, jti, exp, nbf, mfa } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tv !== 'number' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      !isRole(role) ||
      (nbf !== undefined && typeof nbf !== 'number')
    ) {
      return 'invalid';
    }
    const seconds = Math.floor(now.getTime() / 1000);
    if (typeof nbf === 'number' && nbf > seconds) return 'invalid';
    if (exp <= seconds) return 'expired';
    return { sub, role, tv, jti, exp, ...(mfa === true ? { mfa: true as const } : {}) };
  }

  /** The payload when one of the accepted secrets signed the token. */
  private signedPayload(token: string): Record<string, unknown> | undefined {
    for (const verify of this.verifiers) {
      try {
        return verify(token);
      } catch {
        // Not this secret's (or not a token at all): the next one, if any.
      }
    }
    return undefined;
  }
}
