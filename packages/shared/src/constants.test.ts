import { describe, expect, it } from 'vitest';
import * as c from './constants';

describe('business constants and limits', () => {
  it('match the spec', () => {
    expect(c.TOAST_DURATION_MS).toBe(4000);
    expect(c.RESEND_EMAIL_DEBOUNCE_MS).toBe(800);
    expect(c.SLIDER_COMMIT_DEBOUNCE_MS).toBe(300);
    expect(c.SEARCH_DEBOUNCE_MS).toBe(500);
    expect(c.SIGN_IN_ATTEMPTS_BEFORE_CHALLENGE).toBe(5);
    expect(c.PROVIDER_ACTIVITIES_PAGE_SIZE).toBe(10);
    expect([c.DISTANCE_MIN_MILES, c.DISTANCE_MAX_MILES]).toEqual([1, 500]);
    expect(c.METERS_PER_MILE).toBe(1609.344);
    expect(c.COOKIE_CONSENT_MAX_AGE_SECONDS).toBe(365 * 24 * 60 * 60);
    expect(c.BREAKPOINTS).toEqual({ xs: 0, sm: 600, md: 894, lg: 1280, xl: 1440 });
    expect([c.HEADER_SOLID_AFTER_PX, c.SCROLL_TOP_AFTER_PX]).toEqual([85, 300]);
    expect(c.SPECIALIST_INTRO_TARGET_BUSINESS_HOURS).toBe(8);
    expect(c.FIRST_ITINERARY_TARGET_BUSINESS_DAYS).toBe(2);
  });
});
