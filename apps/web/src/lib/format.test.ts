import { describe, expect, it } from 'vitest';
import { formatPrice } from './format';

describe('formatPrice', () => {
  it('shows US dollars without decimals, with thousands separators', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(1251)).toBe('$1,251');
    expect(formatPrice(35.6)).toBe('$36');
  });
});
