import { describe, expect, it } from 'vitest';
import { activityTimeZone, localClock, startOfDayIn, zoneOfZip } from './time-zone.js';

describe('time zones', () => {
  it('finds the zone where an activity is, else its program, else the program’s ZIP code', () => {
    const nowhere = { latitude: null, longitude: null };
    const la = { latitude: 34.05, longitude: -118.24 };
    expect(activityTimeZone(la, { ...nowhere, zipCode: '27601' })).toBe('America/Los_Angeles');
    expect(activityTimeZone(nowhere, { ...la, zipCode: '27601' })).toBe('America/Los_Angeles');
    expect(activityTimeZone(nowhere, { ...nowhere, zipCode: '99501' })).toBe('America/Anchorage');
    expect(activityTimeZone(nowhere, { ...nowhere, zipCode: 'none' })).toBeNull();
    expect(zoneOfZip('96813')).toBe('Pacific/Honolulu');
    expect(zoneOfZip(null)).toBe('America/New_York');
  });

  it('reads the local day and hour of an instant', () => {
    expect(localClock(new Date('2027-07-04T03:00:00Z'), 'America/Los_Angeles')).toEqual({
      day: '2027-07-03',
      hour: 20,
    });
    expect(localClock(new Date('2027-07-04T04:00:00Z'), 'America/New_York')).toEqual({
      day: '2027-07-04',
      hour: 0,
    });
  });

  it('gives the instant a day begins, across the offset changes', () => {
    const start = (day: string, zone: string) => startOfDayIn(day, zone).toISOString();
    expect(start('2027-01-01', 'America/Los_Angeles')).toBe('2027-01-01T08:00:00.000Z');
    expect(start('2027-01-01', 'Pacific/Honolulu')).toBe('2027-01-01T10:00:00.000Z');
    // Daylight time starts at 2 AM on March 8, 2026, and ends at 2 AM on November 1.
    expect(start('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(start('2026-03-09', 'America/New_York')).toBe('2026-03-09T04:00:00.000Z');
    expect(start('2026-11-01', 'America/New_York')).toBe('2026-11-01T04:00:00.000Z');
    expect(start('2026-11-02', 'America/New_York')).toBe('2026-11-02T05:00:00.000Z');
    expect(start('2027-01-01', 'UTC')).toBe('2027-01-01T00:00:00.000Z');
  });
});
