import { describe, expect, it } from 'vitest';
import { activitySchema } from './activity';
import {
  countMeetingDays,
  defaultMeetingDays,
  formatMeetingDays,
  meetingRuns,
  meetingSpan,
  parseMeetingDays,
  weekdayOf,
} from './meeting-days';
import { fieldErrors } from './test-support';

describe('parseMeetingDays', () => {
  it.each([
    ['Mon, Wed, Fri', ['mon', 'wed', 'fri']],
    ['tue/thu', ['tue', 'thu']],
    ['Thursday and Tuesday', ['tue', 'thu']],
    ['Mon-Fri', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ['Monday to Thursday', ['mon', 'tue', 'wed', 'thu']],
    ['Sat–Mon', ['mon', 'sat', 'sun']],
    ['weekdays', ['mon', 'tue', 'wed', 'thu', 'fri']],
    ['Every day', ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']],
    ['MO,TU', ['mon', 'tue']],
    ['Tues. Thurs.', ['tue', 'thu']],
  ])('%s', (text, days) => {
    expect(parseMeetingDays(text)).toEqual(days);
  });
  it.each([
    '',
    ' , ',
    'Mon, Funday',
    'M-F',
    'Tuesdays?',
    '3',
    '__proto__',
    'constructor',
    'toString-Mon',
  ])('refuses %j', (text) => {
    expect(parseMeetingDays(text)).toBeNull();
  });
});

describe('formatMeetingDays', () => {
  it.each([
    [['tue', 'thu'], 'Tue, Thu'],
    [['mon', 'tue', 'wed', 'thu', 'fri'], 'Mon–Fri'],
    [['fri', 'mon', 'tue', 'wed'], 'Mon–Wed, Fri'],
    [['sat', 'sun'], 'Sat, Sun'],
    [['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], 'Every day'],
  ] as const)('%j → %s', (days, text) => {
    expect(formatMeetingDays(days)).toBe(text);
  });
});

describe('dates and meeting days', () => {
  // 2026-12-06 is a Sunday; 2027-01-30 a Saturday.
  it('knows the weekday of a date', () => {
    expect(weekdayOf('2026-12-06')).toBe('sun');
    expect(weekdayOf('2027-01-30')).toBe('sat');
  });
  it('counts the days met, not the days between (Dec 6 to Jan 30)', () => {
    expect(countMeetingDays('2026-12-06', '2027-01-30', ['tue', 'thu'])).toBe(16);
    expect(countMeetingDays('2026-12-06', '2027-01-30', ['mon', 'tue', 'wed', 'thu', 'fri'])).toBe(
      40,
    );
    expect(countMeetingDays('2026-12-06', '2026-12-06', ['mon'])).toBe(0);
  });
  it('finds the first and last days met', () => {
    expect(meetingSpan('2026-12-06', '2027-01-30', ['tue', 'thu'])).toEqual({
      start: '2026-12-08',
      end: '2027-01-28',
    });
    expect(meetingSpan('2026-12-05', '2026-12-06', ['mon'])).toBeNull();
  });
  it('splits the dates into runs of consecutive days met', () => {
    expect(meetingRuns('2027-06-14', '2027-06-27', ['mon', 'tue', 'wed', 'thu', 'fri'])).toEqual([
      { start: '2027-06-14', end: '2027-06-18' },
      { start: '2027-06-21', end: '2027-06-25' },
    ]);
    expect(meetingRuns('2027-06-14', '2027-06-20', ['tue', 'thu'])).toEqual([
      { start: '2027-06-15', end: '2027-06-15' },
      { start: '2027-06-17', end: '2027-06-17' },
    ]);
  });
  it('defaults to Monday to Friday, or to the days of a weekend-only event', () => {
    expect(defaultMeetingDays('2027-06-14', '2027-06-18')).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
    ]);
    expect(defaultMeetingDays('2027-06-16', '2027-06-16')).toEqual([
      'mon',
      'tue',
      'wed',
      'thu',
      'fri',
    ]);
    expect(defaultMeetingDays('2027-06-19', '2027-06-20')).toEqual(['sat', 'sun']);
  });
});

describe('the form field', () => {
  const base = {
    name: 'Chess',
    url: 'https://chess.example',
    date: ['2026-12-06', '2027-01-30'],
    price: 200,
    start_time: '16:00',
    end_time: '17:30',
    camp_type: 'Classes',
    location: '1 Main St',
    media_link: 'https://chess.example/p.jpg',
    interest_ids: [1],
    skill_development: [2],
  };
  it('is optional: absent stays absent (the API applies the default)', () => {
    expect(activitySchema.parse(base).meeting_days).toBeUndefined();
  });
  it('takes codes, names or one text, in week order', () => {
    expect(
      activitySchema.parse({ ...base, meeting_days: ['thu', 'Tuesday'] }).meeting_days,
    ).toEqual(['tue', 'thu']);
    expect(activitySchema.parse({ ...base, meeting_days: 'Mon-Wed' }).meeting_days).toEqual([
      'mon',
      'tue',
      'wed',
    ]);
  });
  it('explains an empty, a wrong and an impossible choice', () => {
    expect(fieldErrors(activitySchema, { ...base, meeting_days: [] })).toEqual({
      meeting_days: ['Choose at least 1 meeting day'],
    });
    expect(fieldErrors(activitySchema, { ...base, meeting_days: ['mon', 'someday'] })).toEqual({
      meeting_days: ['Meeting days must be days of the week, such as Mon, Wed, Fri or Mon-Fri'],
    });
    expect(
      fieldErrors(activitySchema, {
        ...base,
        date: ['2027-06-19', '2027-06-20'],
        meeting_days: ['mon'],
      }),
    ).toEqual({
      meeting_days: ['Meeting days must include at least one day between the start and end dates'],
    });
  });
});
