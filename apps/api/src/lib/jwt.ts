import { randomBytes, webcrypto } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { ROLES, type Role } from '@camp/shared/enums';

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

export class TokenService {
  // Imported once: given raw bytes, jose imports a WebCrypto key on every sign and verify, which
  // was a sixth of a guarded request's CPU in the catalog benchmark (docs/benchmarks.md).
  private readonly key: Promise<webcrypto.CryptoKey>;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
  }

  async issue(claims: TokenClaims, now = Date.now()): Promise<IssuedToken> {
    const iat = Math.floor(now / 1000);
    const exp = iat + this.ttlSeconds;
    const jti = randomBytes(16).toString('base64url');
    const token = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setJti(jti)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .sign(await this.key);
    return { token, exp, jti };
  }

  /**
   * Returns the claims, or `expired` / `invalid`. `now` is the app clock (tests move it), so
   * expiry follows the same time as the rest of the app.
   */
  async verify(token: string, now = new Date()): Promise<VerifiedClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const role = payload.role;
      if (
        typeof payload.sub !== 'string' ||
        typeof payload.tv !== 'number' ||
        typeof payload.jti !== 'string' ||
        typeof payload.exp !== 'number' ||
        typeof role !== 'string' ||
        !(ROLES as readonly string[]).includes(role)
      ) {
        return 'invalid';
      }
      return {
        sub: payload.sub,
        role: role as Role,
        tv: payload.tv,
        jti: payload.jti,
        exp: payload.exp,
      };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return 'expired';
      return 'invalid';
    }
  }
}
