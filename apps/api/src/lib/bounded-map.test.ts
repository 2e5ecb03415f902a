import { describe, expect, it } from 'vitest';
import { BoundedMap } from './bounded-map.js';

describe('BoundedMap', () => {
  it('drops the entry set longest ago when full, and counts a key set again as the newest', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1).set('b', 2);
    map.set('a', 3); // 'a' is now newer than 'b'
    map.set('c', 4);
    expect([...map]).toEqual([
      ['a', 3],
      ['c', 4],
    ]);
    expect(map.size).toBe(2);
  });
});
