import { describe, expect, it } from 'vitest';
import { slidesPerView } from './spotlight-carousel';

describe('slidesPerView (spec: 3 slides, 2 below 1280 px, 1 below 720 px)', () => {
  it('shows 3 from 1280 px', () => {
    expect(slidesPerView({ atLeast1280: true, atLeast720: true })).toBe(3);
  });
  it('shows 2 from 720 px to 1279 px', () => {
    expect(slidesPerView({ atLeast1280: false, atLeast720: true })).toBe(2);
  });
  it('shows 1 below 720 px', () => {
    expect(slidesPerView({ atLeast1280: false, atLeast720: false })).toBe(1);
  });
});
