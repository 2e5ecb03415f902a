import { describe, expect, it } from 'vitest';
import { formatPrice, formatTime } from './format';

describe('formatPrice', () => {
  it('shows US dollars without decimals, with thousands separators', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(1251)).toBe('$1,251');
    expect(formatPrice(35.6)).toBe('$36');
  });
});

describe('formatTime', () => {
  it("writes a time of day as 'hh:mm AM/PM', two-digit hour", () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('09:00')).toBe('09:00 AM');
    expect(formatTime('09:05:00')).toBe('09:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('13:05')).toBe('01:05 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });
});
