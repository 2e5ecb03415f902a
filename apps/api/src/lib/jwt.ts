import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { Role } from '@camp/shared/enums';

export interface TokenClaims {
  sub: string;
  role: Role;
  /** users.token_version at issue time; a mismatch means the token was revoked. */
  tv: number;
}

export interface IssuedToken {
  token: string;
  /** Expiry as Unix seconds (the session field `exp`). */
  exp: number;
}

export class TokenService {
  private readonly key: Uint8Array;
  constructor(
    secret: string,
    private readonly ttlSeconds: number,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async issue(claims: TokenClaims, now = Date.now()): Promise<IssuedToken> {
    const exp = Math.floor(now / 1000) + this.ttlSeconds;
    const token = await new SignJWT({ role: claims.role, tv: claims.tv })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuedAt(Math.floor(now / 1000))
      .setExpirationTime(exp)
      .sign(this.key);
    return { token, exp };
  }

  /** Returns the claims, or `expired` / `invalid`. */
  async verify(token: string): Promise<TokenClaims | 'expired' | 'invalid'> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return 'invalid';
      return { sub: payload.sub, role: payload.role as Role, tv: payload.tv };
    } catch (err) {
      if (err instanceof joseErrors.JWTExpired) return 'expired';
      return 'invalid';
    }
  }
}
