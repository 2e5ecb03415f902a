import { afterEach, describe, expect, it } from 'vitest';
import {
  SessionCache,
  announceTokenRevoked,
  announceUserChange,
  parseSessionChange,
} from './session-cache.js';

const user = (id: number, name = `User ${id}`) => ({ id, name });
let clockMs = 0;
const made: SessionCache<{ id: number; name: string }>[] = [];
function cache(ttlMs = 1000, max = 100) {
  const c = new SessionCache<{ id: number; name: string }>(ttlMs, max, () => clockMs);
  c.setLive(true);
  made.push(c);
  return c;
}

afterEach(() => {
  for (const c of made.splice(0)) c.setLive(false);
  clockMs = 0;
});

describe('SessionCache', () => {
  it('keeps a session until its time is up', () => {
    const c = cache(1000);
    c.set('t1', user(1), c.stamp);
    expect(c.get('t1')).toEqual(user(1));
    clockMs = 999;
    expect(c.get('t1')).toEqual(user(1));
    clockMs = 1000;
    expect(c.get('t1')).toBeUndefined();
    expect(c.size).toBe(0);
  });

  it('does not keep a read that a change overtook', () => {
    const c = cache();
    const stamp = c.stamp;
    c.forget({ user: 2 });
    c.set('t1', user(1), stamp);
    expect(c.get('t1')).toBeUndefined();
    c.set('t1', user(1), c.stamp);
    expect(c.get('t1')).toEqual(user(1));
  });

  it('forgets every token of a changed user, or one revoked token', () => {
    const c = cache();
    c.set('a1', user(1), c.stamp);
    c.set('a2', user(1), c.stamp);
    c.set('b1', user(2), c.stamp);
    c.forget({ token: 'a2' });
    expect([c.get('a1'), c.get('a2'), c.get('b1')]).toEqual([user(1), undefined, user(2)]);
    c.forget({ user: 1 });
    expect([c.get('a1'), c.get('b1')]).toEqual([undefined, user(2)]);
    expect(c.size).toBe(1);
  });

  it('drops the oldest session when full', () => {
    const c = cache(1000, 2);
    c.set('t1', user(1), c.stamp);
    c.set('t2', user(2), c.stamp);
    c.set('t3', user(3), c.stamp);
    expect([c.get('t1'), c.get('t2'), c.get('t3')]).toEqual([undefined, user(2), user(3)]);
    // Forgetting user 1 afterwards must not touch the others.
    c.forget({ user: 1 });
    expect(c.size).toBe(2);
  });

  it('stores nothing while off, and starts empty when turned on again', () => {
    const c = cache();
    c.set('t1', user(1), c.stamp);
    c.setLive(false);
    expect(c.get('t1')).toBeUndefined();
    c.set('t1', user(1), c.stamp);
    expect(c.get('t1')).toBeUndefined();
    c.setLive(true);
    expect(c.get('t1')).toBeUndefined();
    expect(c.isLive).toBe(true);
  });

  it('hears the changes announced in this process, in every live cache', () => {
    const a = cache();
    const b = cache();
    const off = new SessionCache<{ id: number; name: string }>(1000, 100, () => clockMs);
    for (const c of [a, b]) {
      c.set('x', user(5), c.stamp);
      c.set('y', user(6), c.stamp);
    }
    announceUserChange(5);
    announceTokenRevoked('y');
    for (const c of [a, b]) expect([c.get('x'), c.get('y')]).toEqual([undefined, undefined]);
    expect(off.size).toBe(0);
  });

  it('hands out frozen rows', () => {
    const c = cache();
    c.set('t1', user(1), c.stamp);
    expect(Object.isFrozen(c.get('t1'))).toBe(true);
  });
});

describe('parseSessionChange', () => {
  it('reads the payloads the triggers write, and nothing else', () => {
    expect(parseSessionChange('user:42')).toEqual({ user: 42 });
    expect(parseSessionChange('token:abc:def')).toEqual({ token: 'abc:def' });
    for (const bad of ['user:', 'user:4x', 'token:', 'other:1', 'user42', '']) {
      expect(parseSessionChange(bad)).toBeNull();
    }
  });
});
