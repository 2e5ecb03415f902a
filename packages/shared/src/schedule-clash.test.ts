import { describe, expect, it } from 'vitest';
import type { ScheduleCheck } from './schedule-check';
import {
  acknowledgedClashesSchema,
  acknowledgementOf,
  clashRefusal,
  clashesOf,
  unacknowledgedClashes,
} from './schedule-clash';

const overlap: ScheduleCheck = {
  kind: 'overlap',
  message: 'A and B take place at the same time on Feb 5, 2027, between 9:00 AM and 10:00 AM.',
  activity_ids: [1, 2],
  dates: { start: '2027-02-05', end: '2027-02-05' },
};
const travel: ScheduleCheck = {
  kind: 'travel',
  message: 'B ends at 10:00 AM and C starts at 10:15 AM on Feb 5, 2027: …',
  activity_ids: [2, 3],
  dates: { start: '2027-02-05', end: '2027-02-05' },
};
const gap: ScheduleCheck = {
  kind: 'gap',
  message: 'Nothing is planned from Feb 8 to Feb 12, 2027.',
  activity_ids: [],
  dates: { start: '2027-02-08', end: '2027-02-12' },
};

describe('clashes', () => {
  it('are the overlaps and impossible journeys, not the empty weeks', () => {
    expect(clashesOf([overlap, gap, travel])).toEqual([overlap, travel]);
    expect(acknowledgementOf([overlap, gap, travel])).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it('are acknowledged by their pair of activity ids in any order; other pairs are ignored', () => {
    expect(unacknowledgedClashes([overlap, travel, gap], undefined)).toEqual([overlap, travel]);
    expect(unacknowledgedClashes([overlap, travel], [[2, 1]])).toEqual([travel]);
    expect(
      unacknowledgedClashes(
        [overlap, travel],
        [
          [3, 2],
          [1, 2],
          [7, 8],
        ],
      ),
    ).toEqual([]);
  });

  it('are refused with the activities named and each clash’s sentence', () => {
    const names = new Map([
      [1, 'Soccer'],
      [2, 'Art'],
      [3, 'Chess'],
    ]);
    expect(clashRefusal([overlap, travel], (id) => names.get(id)!)).toEqual({
      _base: [
        'Soccer and Art clash; Art and Chess clash. Keep both activities of each clash, or change the itinerary first.',
      ],
      acknowledged_clashes: [overlap.message, travel.message],
    });
  });

  it('accept only pairs of positive whole ids as an acknowledgement', () => {
    expect(acknowledgedClashesSchema.safeParse(undefined).success).toBe(true);
    expect(acknowledgedClashesSchema.safeParse([[1, 2]]).success).toBe(true);
    for (const bad of [true, [1, 2], [[1]], [[1, 2, 3]], [[0, 1]], [[1.5, 2]], [['1', 2]]]) {
      expect(acknowledgedClashesSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});
