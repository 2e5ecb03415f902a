import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ROLES, type Role } from '@camp/shared/enums';
import { BoundedMap } from './bounded-map.js';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version at issue time; a mismatch means the token was revoked. */
  tv: number;
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

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function decode(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Checked tokens kept per instance (the oldest go first): a few hundred bytes each. */
const VERIFIED_TOKENS_MAX = 10_000;

/** The one header this service issues (the same bytes jose wrote before, so those tokens stay valid). */
const HEADER = encode({ alg: 'HS256' });

/**
 * Bearer tokens: compact JWS, HS256 only (RFC 7515/7519), signed and checked with node:crypto.
 * Every guarded request verifies one, so this runs synchronously: WebCrypto's HMAC (what jose
 * uses) goes through a promise job per call, about 0.2 ms of CPU per request in the catalog
 * benchmark (docs/benchmarks.md), against a few microseconds here. The checks are jose's:
 * the header's `alg` must be HS256 with no `crit`, the signature is compared in constant time
 * against its canonical encoding, then `exp` and `nbf` are checked against the app clock.
 */
export class TokenService {
  private readonly secret: Buffer;
  /**
   * Tokens whose signature and claims checked out, with their claims: a session sends the same
   * token with every request, and its HMAC and decoding were a tenth of a search's CPU in the
   * API. Only a token this service signed gets here, and what depends on the time (exp, nbf)
   * is checked on every call; revocation is the session check's (plugins/auth.ts).
   */
  private readonly checked = new BoundedMap<string, CheckedClaims>(VERIFIED_TOKENS_MAX);
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.secret = Buffer.from(secret, 'utf8');
  }

  private sign(signingInput: string): string {
    return createHmac('sha256', this.secret).update(signingInput).digest('base64url');
  }

  issue(claims: TokenClaims, now = Date.now()): IssuedToken {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const jti = randomBytes(16).toString('base64url');
    const payload = encode({ role: claims.role, tv: claims.tv, sub: claims.sub, jti, iat, exp });
    const signingInput = `${HEADER}.${payload}`;
    return { token: `${signingInput}.${this.sign(signingInput)}`, exp, jti };
  }

  /**
   * Returns the claims, or `expired` / `invalid`. `now` is the app clock (tests move it), so
   * expiry follows the same time as the rest of the app. A token with a bad signature is
   * `invalid` whatever its claims say.
   */
  verify(token: string, now = new Date()): VerifiedClaims | 'expired' | 'invalid' {
    let claims = this.checked.get(token);
    if (!claims) {
      const result = this.check(token);
      if (result === 'invalid') return 'invalid';
      claims = result;
      this.checked.set(token, claims);
    }
    const seconds = Math.floor(now.getTime() / 1000);
    if (claims.nbf !== undefined && claims.nbf > seconds) return 'invalid';
    if (claims.exp <= seconds) return 'expired';
    return claims.verified;
  }

  /** The signature, header and claims' shape: what does not change with the time. */
  private check(token: string): CheckedClaims | 'invalid' {
    const parts = token.split('.');
    if (parts.length !== 3) return 'invalid';
    const [headerPart, payloadPart, signature] = parts as [string, string, string];
    const expected = Buffer.from(this.sign(`${headerPart}.${payloadPart}`));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';

    const header = decode(headerPart);
    if (!isObject(header) || header.alg !== 'HS256' || 'crit' in header) return 'invalid';
    const payload = decode(payloadPart);
    if (!isObject(payload)) return 'invalid';
    const { sub, role, tv, jti, exp, nbf } = payload;
    if (
      typeof sub !== 'string' ||
      typeof tv !== 'number' ||
      typeof jti !== 'string' ||
      typeof exp !== 'number' ||
      typeof role !== 'string' ||
      !(ROLES as readonly string[]).includes(role) ||
      (nbf !== undefined && typeof nbf !== 'number')
    ) {
      return 'invalid';
    }
    return {
      verified: Object.freeze({ sub, role: role as Role, tv, jti, exp }),
      exp,
      nbf: nbf as number | undefined,
    };
  }
}

/** A checked token's claims (shared by its requests, so frozen) and its validity period. */
interface CheckedClaims {
  verified: Readonly<VerifiedClaims>;
  exp: number;
  nbf: number | undefined;
}
