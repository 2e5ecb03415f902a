import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SignJWT, jwtVerify } from 'jose';
import { TokenService, verifyingSecrets } from './jwt.js';

const SECRET = 'a-test-secret-of-reasonable-length-0123456789';
const NOW = Date.parse('2026-11-23T12:00:00Z');
const service = new TokenService([SECRET], 3600);
const key = new TextEncoder().encode(SECRET);
const claims = { sub: '42', role: 'Specialist' as const, tv: 3 };

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
/** A token signed with the service's key, with any header and payload. */
function forge(header: unknown, payload: unknown, secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac('sha256', secret).update(input).digest('base64url')}`;
}
const payload = (extra: Record<string, unknown> = {}) => ({
  role: 'Parent',
  tv: 0,
  sub: '7',
  jti: 'abc',
  iat: NOW / 1000,
  exp: NOW / 1000 + 60,
  ...extra,
});

describe('TokenService', () => {
  it('verifies what it issues, with the claims it was given', () => {
    const issued = service.issue(claims, NOW);
    expect(issued.exp).toBe(NOW / 1000 + 3600);
    expect(service.verify(issued.token, new Date(NOW + 1000))).toEqual({
      ...claims,
      jti: issued.jti,
      exp: issued.exp,
    });
    expect(service.issue(claims, NOW).jti).not.toBe(issued.jti);
  });

  it('issues standard HS256 tokens that jose accepts, and accepts tokens jose signed', async () => {
    const issued = service.issue(claims, Date.now());
    const { payload: read, protectedHeader } = await jwtVerify(issued.token, key, {
      algorithms: ['HS256'],
    });
    expect(protectedHeader).toMatchObject({ alg: 'HS256' });
    expect(read).toMatchObject({ sub: '42', role: 'Specialist', tv: 3, jti: issued.jti });

    // Tokens issued before fast-jwt signed them (jose, then node:crypto) stay valid.
    const iat = Math.floor(NOW / 1000);
    const fromJose = await new SignJWT({ role: 'CampDirector', tv: 1 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('9')
      .setJti('j-1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(key);
    expect(service.verify(fromJose, new Date(NOW))).toEqual({
      sub: '9',
      role: 'CampDirector',
      tv: 1,
      jti: 'j-1',
      exp: iat + 60,
    });
  });

  it('checks the time on every call, also for a token verified before (fast-jwt caches it)', () => {
    const { token, exp } = service.issue(claims, NOW);
    expect(service.verify(token, new Date(NOW))).toMatchObject({ sub: '42' });
    expect(service.verify(token, new Date(NOW + 1000))).toMatchObject({ sub: '42' });
    expect(service.verify(token, new Date(exp * 1000))).toBe('expired');
    // Another key does not accept what this one has cached.
    expect(new TokenService(['another-secret-of-reasonable-length'], 3600).verify(token)).toBe(
      'invalid',
    );
  });

  it('says expired at and after exp, on the clock it is given', () => {
    const { token, exp } = service.issue(claims, NOW);
    expect(service.verify(token, new Date(exp * 1000 - 1000))).not.toBe('expired');
    expect(service.verify(token, new Date(exp * 1000))).toBe('expired');
    expect(service.verify(token, new Date(exp * 1000 + 86_400_000))).toBe('expired');
  });

  it('refuses a token that is not yet valid (nbf)', () => {
    const token = forge({ alg: 'HS256' }, payload({ nbf: NOW / 1000 + 30 }));
    expect(service.verify(token, new Date(NOW))).toBe('invalid');
    expect(service.verify(token, new Date(NOW + 31_000))).toMatchObject({ sub: '7' });
  });

  it('refuses a changed payload or signature, another key, and an expired token signed elsewhere', () => {
    const { token } = service.issue(claims, NOW);
    // Verified once (and cached): what differs from it by a byte is still checked in full.
    expect(service.verify(token, new Date(NOW))).toMatchObject({ role: 'Specialist' });
    const [h, p, s] = token.split('.') as [string, string, string];
    const elevated = b64({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), role: 'Admin' });
    const flipped = (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    for (const bad of [
      `${h}.${elevated}.${s}`,
      `${h}.${p}.${flipped}`,
      `${h}.${p}.${s}A`,
      `${h}.${p}.`,
      forge({ alg: 'HS256' }, payload(), 'another-secret'),
      forge({ alg: 'HS256' }, payload({ exp: NOW / 1000 - 60 }), 'another-secret'),
    ]) {
      expect(service.verify(bad, new Date(NOW))).toBe('invalid');
    }
  });

  it('refuses other algorithms, critical headers and malformed tokens', () => {
    const none = `${b64({ alg: 'none' })}.${b64(payload())}.`;
    for (const bad of [
      none,
      forge({ alg: 'HS512' }, payload()),
      forge({ alg: 'none' }, payload()),
      forge({ alg: 'HS256', crit: ['exp'] }, payload()),
      forge(['HS256'], payload()),
      forge({ alg: 'HS256' }, 'a string'),
      '',
      'one.two',
      'one.two.three.four',
      'not a token at all',
    ]) {
      expect(service.verify(bad, new Date(NOW))).toBe('invalid');
    }
  });

  it('refuses tokens whose claims are missing or of the wrong type', () => {
    for (const broken of [
      payload({ sub: 7 }),
      payload({ role: 'Superuser' }),
      payload({ tv: '0' }),
      payload({ jti: undefined }),
      payload({ exp: undefined }),
      payload({ exp: String(NOW / 1000 + 60) }),
      payload({ nbf: 'soon' }),
    ]) {
      expect(service.verify(forge({ alg: 'HS256' }, broken), new Date(NOW))).toBe('invalid');
    }
    expect(service.verify(forge({ alg: 'HS256', typ: 'JWT' }, payload()), new Date(NOW))).toEqual({
      sub: '7',
      role: 'Parent',
      tv: 0,
      jti: 'abc',
      exp: NOW / 1000 + 60,
    });
  });

  describe('after a rotation (JWT_SECRET_PREVIOUS)', () => {
    const NEW = 'the-new-secret-of-reasonable-length-9876543210';
    const rotated = new TokenService(
      verifyingSecrets({ JWT_SECRET: NEW, JWT_SECRET_PREVIOUS: SECRET }),
      3600,
    );
    const afterGrace = new TokenService(verifyingSecrets({ JWT_SECRET: NEW }), 3600);

    it('accepts tokens the previous secret signed until it is removed', () => {
      const { token, jti } = service.issue(claims, NOW);
      expect(rotated.verify(token, new Date(NOW))).toMatchObject({ ...claims, jti });
      expect(afterGrace.verify(token, new Date(NOW))).toBe('invalid');
      // Still subject to its expiry and to the checks of its claims.
      expect(rotated.verify(token, new Date(NOW + 3600_000))).toBe('expired');
      const forged = forge({ alg: 'HS256' }, payload({ role: 'Superuser' }));
      expect(rotated.verify(forged, new Date(NOW))).toBe('invalid');
    });

    it('signs with the new secret only', () => {
      const { token } = rotated.issue(claims, NOW);
      expect(afterGrace.verify(token, new Date(NOW))).toMatchObject(claims);
      expect(service.verify(token, new Date(NOW))).toBe('invalid');
    });

    it('accepts no third secret', () => {
      const other = new TokenService(['yet-another-secret-of-reasonable-length'], 3600);
      expect(rotated.verify(other.issue(claims, NOW).token, new Date(NOW))).toBe('invalid');
    });
  });
});
