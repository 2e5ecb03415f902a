import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { AppContext } from '../../context.js';

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
}

const ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];

/**
 * One key set per URL: jose caches Google's keys and refetches them when a token names an
 * unknown key id, so keeping the set across requests saves a fetch per sign-in.
 */
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5_000 });
    keySets.set(url, set);
  }
  return set;
}

/**
 * Verify a Google ID token (the `credential` of Google Identity Services): RS256 signature
 * against Google's published keys, issuer, audience = our client id, expiry, and a verified
 * e-mail. Returns null when any check fails; the reason is logged, never shown.
 */
export async function verifyGoogleIdToken(
  ctx: AppContext,
  clientId: string,
  idToken: string,
): Promise<GoogleIdentity | null> {
  try {
    const { payload } = await jwtVerify(idToken, keySet(ctx.config.GOOGLE_JWKS_URL), {
      issuer: ISSUERS,
      audience: clientId,
      algorithms: ['RS256'],
      currentDate: ctx.now(),
    });
    const verified = payload.email_verified === true || payload.email_verified === 'true';
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string' || !verified) {
      ctx.log.info('google sign-in: token without a verified e-mail');
      return null;
    }
    const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
    return {
      sub: payload.sub,
      email: payload.email.trim().toLowerCase(),
      name: str(payload.name),
      givenName: str(payload.given_name),
      familyName: str(payload.family_name),
    };
  } catch (err) {
    ctx.log.info({ err }, 'google sign-in: ID token refused');
    return null;
  }
}
