import { describe, expect, it } from 'vitest';
import { businessHoursBefore, businessHoursBetween } from './business-hours.js';

// New York is UTC-4 in summer (EDT) and UTC-5 in winter (EST).
const at = (iso: string) => new Date(iso);

describe('businessHoursBetween (Mon-Fri 9-17 America/New_York)', () => {
  it('counts the part of a working day inside the window', () => {
    // Wed 2026-06-03 10:00 to 15:30 EDT.
    expect(businessHoursBetween(at('2026-06-03T14:00:00Z'), at('2026-06-03T19:30:00Z'))).toBe(5.5);
  });

  it('clips at opening and closing time', () => {
    // Wed 07:00 to 20:00 EDT: only 9-17.
    expect(businessHoursBetween(at('2026-06-03T11:00:00Z'), at('2026-06-04T00:00:00Z'))).toBe(8);
  });

  it('skips the weekend: Friday 16:00 to Monday 10:00 is two hours', () => {
    expect(businessHoursBetween(at('2026-06-05T20:00:00Z'), at('2026-06-08T14:00:00Z'))).toBe(2);
  });

  it('counts nothing from Saturday to Sunday, or backwards', () => {
    expect(businessHoursBetween(at('2026-06-06T14:00:00Z'), at('2026-06-07T20:00:00Z'))).toBe(0);
    expect(businessHoursBetween(at('2026-06-04T14:00:00Z'), at('2026-06-03T14:00:00Z'))).toBe(0);
  });

  it('a whole week is 40 hours', () => {
    expect(businessHoursBetween(at('2026-06-01T04:00:00Z'), at('2026-06-08T04:00:00Z'))).toBe(40);
  });

  it('uses the zone offset of each day across the daylight-saving change', () => {
    // Fri 2026-03-06 16:00 EST (21:00Z) to Mon 2026-03-09 10:00 EDT (14:00Z): 1 + 1 hours.
    expect(businessHoursBetween(at('2026-03-06T21:00:00Z'), at('2026-03-09T14:00:00Z'))).toBe(2);
    // Monday 9:00 EDT is 13:00Z, not 14:00Z.
    expect(businessHoursBetween(at('2026-03-09T13:00:00Z'), at('2026-03-09T14:00:00Z'))).toBe(1);
  });

  it('takes another zone and hours when configured', () => {
    const cfg = { timeZone: 'Europe/London', startHour: 8, endHour: 12 };
    // Wed 2026-01-07 07:00 to 13:00 London (= UTC in winter): 4 hours.
    expect(businessHoursBetween(at('2026-01-07T07:00:00Z'), at('2026-01-07T13:00:00Z'), cfg)).toBe(
      4,
    );
  });
});

describe('businessHoursBefore', () => {
  it('is the inverse of businessHoursBetween', () => {
    const end = at('2026-06-08T14:00:00Z'); // Monday 10:00 EDT
    for (const hours of [0.5, 1, 2, 8, 16, 40]) {
      const start = businessHoursBefore(end, hours);
      expect(businessHoursBetween(start, end)).toBeCloseTo(hours, 6);
    }
  });

  it('8 hours before Monday 10:00 is Friday 10:00 (1 on Monday, 7 on Friday)', () => {
    expect(businessHoursBefore(at('2026-06-08T14:00:00Z'), 8).toISOString()).toBe(
      '2026-06-05T14:00:00.000Z',
    );
  });

  it('from a Sunday counts back from Friday closing time', () => {
    expect(businessHoursBefore(at('2026-06-07T18:00:00Z'), 1).toISOString()).toBe(
      '2026-06-05T20:00:00.000Z',
    );
  });
});
