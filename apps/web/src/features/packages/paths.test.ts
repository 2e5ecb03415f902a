import { describe, expect, it } from 'vitest';
import { parsePlan } from './paths';

describe('parsePlan', () => {
  it('accepts the three package names only', () => {
    expect(parsePlan('one_time')).toBe('one_time');
    expect(parsePlan('monthly')).toBe('monthly');
    expect(parsePlan('annually')).toBe('annually');
    expect(parsePlan('weekly')).toBeNull();
    expect(parsePlan('Monthly')).toBeNull();
    expect(parsePlan(undefined)).toBeNull();
  });
});
