import { describe, expect, it } from 'vitest';
import { keyRing, openEnvelope, rewrapEnvelope, sealEnvelope } from './envelope.js';

const A = { id: 'a', secret: 'a'.repeat(32) };
const B = { id: 'b', secret: 'b'.repeat(32) };

describe('envelope encryption', () => {
  it('seals under a fresh data key each time and opens with the ring', () => {
    const ring = keyRing([A]);
    const one = sealEnvelope(ring, 'peanuts', 'children:1:health');
    const two = sealEnvelope(ring, 'peanuts', 'children:1:health');
    expect(one.keyId).toBe('a');
    expect(one.dataKey).not.toBe(two.dataKey);
    expect(one.sealed).not.toContain('peanuts');
    expect(openEnvelope(ring, one, 'children:1:health')).toBe('peanuts');
  });

  it('refuses another binding, an altered part, and a key the ring does not hold', () => {
    const ring = keyRing([A]);
    const e = sealEnvelope(ring, 'peanuts', 'children:1:health');
    expect(() => openEnvelope(ring, e, 'children:2:health')).toThrow();
    // One bit of the ciphertext flipped (its text's last characters may carry no whole byte).
    const parts = e.sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    const altered = [...parts.slice(0, 3), body.toString('base64url')].join('.');
    expect(altered).not.toBe(e.sealed);
    expect(() => openEnvelope(ring, { ...e, sealed: altered }, 'children:1:health')).toThrow();
    expect(() => openEnvelope(keyRing([B]), e, 'children:1:health')).toThrow(/no key "a"/);
    expect(() => keyRing([])).toThrow();
  });

  it('re-seals only the data key under the current key', () => {
    const e = sealEnvelope(keyRing([A]), 'peanuts', 'children:1:health');
    const rotating = keyRing([B, A]);
    const moved = rewrapEnvelope(rotating, e, 'children:1:health');
    expect(moved.keyId).toBe('b');
    expect(moved.sealed).toBe(e.sealed);
    expect(openEnvelope(keyRing([B]), moved, 'children:1:health')).toBe('peanuts');
    expect(rewrapEnvelope(rotating, moved, 'children:1:health')).toBe(moved);
  });
});
