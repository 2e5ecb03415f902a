import { describe, expect, it } from 'vitest';
import {
  distanceKm,
  scheduleChecks,
  travelMinutes,
  type ScheduleActivity,
  type ScheduleCheck,
} from './schedule-check';

// Two places in Austin, TX, about 4.5 km apart, and Dallas, about 290 km away.
const DOWNTOWN = { latitude: 30.2672, longitude: -97.7431 };
const ZILKER = { latitude: 30.2669, longitude: -97.7729 };
const DALLAS = { latitude: 32.7767, longitude: -96.797 };

let nextId = 1;
function act(over: Partial<ScheduleActivity> = {}): ScheduleActivity {
  const id = nextId++;
  return {
    activity_id: id,
    name: `Camp ${id}`,
    start_date: '2027-06-14',
    end_date: '2027-06-18',
    start_time: '09:00',
    end_time: '12:00',
    ...DOWNTOWN,
    ...over,
  };
}

const kinds = (checks: ScheduleCheck[]) => checks.map((c) => c.kind);

describe('distance and travel time', () => {
  it('measures great-circle kilometres', () => {
    expect(distanceKm(DOWNTOWN, DOWNTOWN)).toBe(0);
    expect(distanceKm(DOWNTOWN, ZILKER)).toBeCloseTo(2.87, 1);
    expect(distanceKm(DOWNTOWN, DALLAS)).toBeGreaterThan(280);
    expect(distanceKm(DOWNTOWN, DALLAS)).toBeLessThan(300);
  });
  it('adds the detour, the speed and the handover', () => {
    // 40 km straight → 52 km of road at 40 km/h = 78 min, plus 10.
    expect(travelMinutes(40)).toBeCloseTo(88, 5);
    expect(travelMinutes(0)).toBe(10);
  });
});

describe('overlaps (same child, shared days and crossing daily hours)', () => {
  const cases: [string, Partial<ScheduleActivity>, Partial<ScheduleActivity>, boolean][] = [
    ['same week, same hours', {}, {}, true],
    [
      'same week, afternoon starts as morning ends',
      {},
      { start_time: '12:00', end_time: '15:00' },
      false,
    ],
    ['same week, hours cross by one minute', {}, { start_time: '11:59', end_time: '15:00' }, true],
    [
      'one inside the other',
      { start_time: '08:00', end_time: '17:00' },
      { start_time: '10:00', end_time: '11:00' },
      true,
    ],
    [
      'weeks touch on one day',
      { end_date: '2027-06-14' },
      { start_date: '2027-06-14', end_date: '2027-06-20' },
      true,
    ],
    ['consecutive weeks', {}, { start_date: '2027-06-19', end_date: '2027-06-25' }, false],
    ['unreadable dates are left out', {}, { start_date: 'soon' }, false],
    [
      'end before start is left out',
      {},
      { start_date: '2027-06-20', end_date: '2027-06-14' },
      false,
    ],
  ];
  it.each(cases)('%s', (_name, a, b, overlap) => {
    const x = act(a);
    const y = act(b);
    const checks = scheduleChecks([x, y], []).filter((c) => c.kind === 'overlap');
    expect(checks.length).toBe(overlap ? 1 : 0);
    if (overlap) expect(checks[0]!.activity_ids).toEqual([x.activity_id, y.activity_id]);
  });

  it('says which days and hours, as a sentence', () => {
    const x = act({ name: 'Lake Week' });
    const y = act({
      name: 'Art Camp',
      start_date: '2027-06-16',
      end_date: '2027-06-25',
      start_time: '10:30',
      end_time: '14:00',
    });
    expect(scheduleChecks([x, y], [])).toEqual([
      {
        kind: 'overlap',
        message:
          'Lake Week and Art Camp take place at the same time from Jun 16 to Jun 18, 2027, between 10:30 AM and 12:00 PM.',
        activity_ids: [x.activity_id, y.activity_id],
        dates: { start: '2027-06-16', end: '2027-06-18' },
      },
    ]);
  });

  it('finds every overlapping pair among three', () => {
    const checks = scheduleChecks([act(), act(), act()], []);
    expect(kinds(checks)).toEqual(['overlap', 'overlap', 'overlap']);
  });
});

describe('travel (two places on one day too far apart for the time between them)', () => {
  const afternoon = { start_time: '13:00', end_time: '16:00' };
  const cases: [string, Partial<ScheduleActivity>, Partial<ScheduleActivity>, boolean][] = [
    ['same place, back to back', {}, { ...afternoon, start_time: '12:00' }, false],
    ['across town with an hour', {}, { ...afternoon, ...ZILKER }, false],
    ['across town with no time at all', {}, { ...afternoon, start_time: '12:00', ...ZILKER }, true],
    ['another city with an hour', {}, { ...afternoon, ...DALLAS }, true],
    [
      'another city, on other days',
      {},
      { ...afternoon, ...DALLAS, start_date: '2027-06-21', end_date: '2027-06-25' },
      false,
    ],
    [
      'another city, late evening after a morning',
      {},
      { start_time: '22:30', end_time: '23:00', ...DALLAS },
      false,
    ],
    ['no coordinates', {}, { ...afternoon, latitude: null, longitude: null }, false],
  ];
  it.each(cases)('%s', (_name, a, b, conflict) => {
    const checks = scheduleChecks([act(a), act(b)], []);
    expect(kinds(checks)).toEqual(conflict ? ['travel'] : []);
  });

  it('names the earlier activity first whatever the order given', () => {
    const morning = act({ name: 'Lake Week' });
    const later = act({
      name: 'Art Camp',
      ...afternoon,
      ...DALLAS,
      start_date: '2027-06-18',
      end_date: '2027-06-20',
    });
    const [check] = scheduleChecks([later, morning], []);
    expect(check).toEqual({
      kind: 'travel',
      message: expect.stringMatching(
        /^Lake Week ends at 12:00 PM and Art Camp starts at 1:00 PM on Jun 18, 2027: they are \d+ miles apart, about \d+ h \d+ min by car, more than the 1 h between them\.$/,
      ),
      activity_ids: [morning.activity_id, later.activity_id],
      dates: { start: '2027-06-18', end: '2027-06-18' },
    });
  });
});

describe('travel copy', () => {
  it('says back to back, in miles, when one starts as the other ends', () => {
    const x = act({ name: 'Lake Week' });
    const y = act({ name: 'Art Camp', start_time: '12:00', end_time: '15:00', ...ZILKER });
    const [check] = scheduleChecks([x, y], []);
    expect(check!.message).toBe(
      'Lake Week ends at 12:00 PM and Art Camp starts at 12:00 PM from Jun 14 to Jun 18, 2027: they are back to back, 2 miles apart, about 16 minutes by car.',
    );
    expect(check!.message).not.toMatch(/km|0 minutes between/);
  });
});

describe('meeting days', () => {
  // Dec 6, 2027 is a Monday; the class runs to Jan 28, 2028.
  const tueThu = {
    start_date: '2027-12-07',
    end_date: '2028-01-27',
    meeting_days: ['tue', 'thu'],
  } as const;
  const monWed = {
    start_date: '2027-12-06',
    end_date: '2028-01-26',
    meeting_days: ['mon', 'wed'],
  } as const;

  it('two classes on different days never overlap, whatever their dates', () => {
    expect(scheduleChecks([act(tueThu), act(monWed)], [])).toEqual([]);
  });

  it('no travel check between classes on different days', () => {
    const afternoon = { start_time: '12:00', end_time: '13:00', ...DALLAS };
    expect(scheduleChecks([act(tueThu), act({ ...monWed, ...afternoon })], [])).toEqual([]);
  });

  it('an overlap names the shared weekdays and spans the days both meet', () => {
    const x = act({ ...tueThu, name: 'Chess' });
    const y = act({ ...monWed, meeting_days: ['mon', 'thu'], name: 'Robotics' });
    expect(scheduleChecks([x, y], [])).toEqual([
      {
        kind: 'overlap',
        message:
          'Chess and Robotics take place at the same time on Thu from Dec 9, 2027 to Jan 20, 2028, between 9:00 AM and 12:00 PM.',
        activity_ids: [x.activity_id, y.activity_id],
        dates: { start: '2027-12-09', end: '2028-01-20' },
      },
    ]);
  });

  it('a day camp Mon–Fri and a weekend class do not clash', () => {
    const camp = act({
      start_date: '2027-06-14',
      end_date: '2027-06-27',
      meeting_days: ['mon', 'tue', 'wed', 'thu', 'fri'],
    });
    const weekend = act({
      start_date: '2027-06-14',
      end_date: '2027-06-27',
      meeting_days: ['sat'],
    });
    expect(scheduleChecks([camp, weekend], [])).toEqual([]);
  });

  it('a week when the only activity does not meet is a gap', () => {
    // Meets on Saturdays only: the requested weekdays Jun 14-18 have nothing planned.
    const checks = scheduleChecks(
      [act({ start_date: '2027-06-14', end_date: '2027-06-20', meeting_days: ['sat'] })],
      [{ start: '2027-06-14', end: '2027-06-18' }],
    );
    expect(checks.map((c) => c.dates)).toEqual([{ start: '2027-06-14', end: '2027-06-18' }]);
  });

  it('an activity that meets on no day is left out', () => {
    expect(scheduleChecks([act({ meeting_days: [] }), act()], [])).toEqual([]);
  });
});

describe('gaps (requested weeks with nothing planned)', () => {
  // 2027-06-14 is a Monday.
  const cases: [
    string,
    Partial<ScheduleActivity>[],
    { start: string; end: string }[],
    (string | null)[],
  ][] = [
    ['one planned week covers the request', [{}], [{ start: '2027-06-14', end: '2027-06-18' }], []],
    [
      'a second week empty',
      [{}],
      [{ start: '2027-06-14', end: '2027-06-25' }],
      ['2027-06-21:2027-06-25'],
    ],
    [
      'two empty weeks in a row make one run',
      [{}],
      [{ start: '2027-06-14', end: '2027-07-02' }],
      ['2027-06-21:2027-07-02'],
    ],
    [
      'empty weeks either side',
      [{ start_date: '2027-06-21', end_date: '2027-06-25' }],
      [{ start: '2027-06-14', end: '2027-07-02' }],
      ['2027-06-14:2027-06-20', '2027-06-28:2027-07-02'],
    ],
    [
      'a range starting on Wednesday is clipped',
      [],
      [{ start: '2027-06-16', end: '2027-06-18' }],
      ['2027-06-16:2027-06-18'],
    ],
    ['a lone weekend is no gap', [{}], [{ start: '2027-06-14', end: '2027-06-20' }], []],
    [
      'one planned day in a week is enough',
      [{ start_date: '2027-06-23', end_date: '2027-06-23' }],
      [{ start: '2027-06-21', end: '2027-06-25' }],
      [],
    ],
    [
      'several ranges, each checked',
      [{}],
      [
        { start: '2027-06-14', end: '2027-06-18' },
        { start: '2027-08-02', end: '2027-08-06' },
      ],
      ['2027-08-02:2027-08-06'],
    ],
    [
      'a reversed or unreadable range is ignored',
      [],
      [
        { start: '2027-06-18', end: '2027-06-14' },
        { start: 'x', end: '2027-06-14' },
      ],
      [],
    ],
    [
      'the same range twice is reported once',
      [],
      [
        { start: '2027-06-14', end: '2027-06-18' },
        { start: '2027-06-14', end: '2027-06-18' },
      ],
      ['2027-06-14:2027-06-18'],
    ],
  ];
  it.each(cases)('%s', (_name, acts, requested, expected) => {
    const checks = scheduleChecks(
      acts.map((a) => act(a)),
      requested,
    );
    expect(
      checks.filter((c) => c.kind === 'gap').map((c) => `${c.dates!.start}:${c.dates!.end}`),
    ).toEqual(expected);
  });

  it('writes the gap as a sentence, across a year end too', () => {
    expect(scheduleChecks([], [{ start: '2027-12-27', end: '2028-01-07' }])).toEqual([
      {
        kind: 'gap',
        message: 'Nothing is planned from Dec 27, 2027 to Jan 7, 2028.',
        activity_ids: [],
        dates: { start: '2027-12-27', end: '2028-01-07' },
      },
    ]);
    expect(scheduleChecks([], [{ start: '2027-06-16', end: '2027-06-16' }])[0]!.message).toBe(
      'Nothing is planned on Jun 16, 2027.',
    );
  });
});

it('lists overlaps, then travel, then gaps', () => {
  const checks = scheduleChecks(
    [act(), act(), act({ start_time: '13:00', end_time: '15:00', ...DALLAS })],
    [{ start: '2027-06-14', end: '2027-06-25' }],
  );
  expect(kinds(checks)).toEqual(['overlap', 'travel', 'travel', 'gap']);
});
