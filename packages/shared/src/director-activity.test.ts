import { describe, expect, it } from 'vitest';
import { activityDurationDays } from './director-activity';

describe('activityDurationDays', () => {
  it('counts both ends', () => {
    expect(activityDurationDays('2027-06-07', '2027-06-11')).toBe(5);
    expect(activityDurationDays('2027-02-27', '2027-03-01')).toBe(3);
    // Across the spring clock change: whole days still.
    expect(activityDurationDays('2027-03-13', '2027-03-15')).toBe(3);
  });

  it('is one day when start equals end or only one date exists', () => {
    expect(activityDurationDays('2027-06-07', '2027-06-07')).toBe(1);
    expect(activityDurationDays('2027-06-07', null)).toBe(1);
    expect(activityDurationDays('2027-06-07', '')).toBe(1);
  });
});
