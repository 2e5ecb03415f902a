import { describe, expect, it } from 'vitest';
import { deriveKey, keyedHash, open, seal } from './secret-box.js';
import { openSecret, recoveryCodeHash, sealSecret } from './second-factor-keys.js';

const ENV = 'an-environment-secret-of-at-least-32-chars';

describe('secret-box', () => {
  it('opens what it sealed, with a fresh nonce each time', () => {
    const key = deriveKey(ENV, 'test:v1');
    const a = seal(key, 'JBSWY3DPEHPK3PXP', 'row:1');
    const b = seal(key, 'JBSWY3DPEHPK3PXP', 'row:1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(open(key, a, 'row:1')).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses another row, another key, a tampered box and an unknown format', () => {
    const key = deriveKey(ENV, 'test:v1');
    const sealed = seal(key, 'secret', 'row:1');
    expect(() => open(key, sealed, 'row:2')).toThrow();
    expect(() => open(deriveKey(ENV, 'other:v1'), sealed, 'row:1')).toThrow();
    const [v, nonce, tag, body] = sealed.split('.');
    const flipped = Buffer.from(body!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      open(key, [v, nonce, tag, flipped.toString('base64url')].join('.'), 'row:1'),
    ).toThrow();
    expect(() => open(key, 'v0.a.b.c', 'row:1')).toThrow(/unknown format/);
  });

  it('binds a TOTP secret to its admin, and hashes recovery codes per admin under a key', () => {
    const sealed = sealSecret(ENV, 7, 'JBSWY3DPEHPK3PXP');
    expect(openSecret(ENV, 7, sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(ENV, 8, sealed)).toThrow();
    const h = recoveryCodeHash(ENV, 7, 'abcde-fghjk');
    expect(h).toBe(recoveryCodeHash(ENV, 7, 'ABCDEFGHJK'));
    expect(h).not.toBe(recoveryCodeHash(ENV, 8, 'ABCDEFGHJK'));
    expect(h).not.toBe(recoveryCodeHash(`${ENV}-other`, 7, 'ABCDEFGHJK'));
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(keyedHash(deriveKey(ENV, 'x'), 'y')).toHaveLength(64);
  });
});
