import { describe, expect, it } from 'vitest';
import { getContrastRatio } from '@mui/material/styles';
import { theme } from '../../../app/theme';
import {
  formatCalendarDate,
  formatEventDates,
  fullCalendarDate,
  lastDayOf,
  meetingSegments,
  readableOn,
  resolveColor,
} from './calendar-format';

describe('calendar formats', () => {
  it('reads the API colours: the two palette keys through the theme, a hex as it is', () => {
    expect(resolveColor(theme, 'success.main')).toBe(theme.palette.success.main);
    expect(resolveColor(theme, 'success.dark')).toBe(theme.palette.success.dark);
    expect(resolveColor(theme, '#7a3fd2')).toBe('#7a3fd2');
    // Anything else (a CSS injection, an unknown key) falls back to the primary colour.
    expect(resolveColor(theme, 'red; background: url(x)')).toBe(theme.palette.primary.main);
    expect(resolveColor(theme, 'success.bright')).toBe(theme.palette.primary.main);
  });

  it('picks event text that reads at 4.5:1 on any colour', () => {
    for (const bg of ['#2e7d32', '#1b5e20', '#7a3fd2', '#f7e463', '#9fd3ff', '#3788d8']) {
      expect(getContrastRatio(bg, readableOn(bg))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('writes DD/MM/YY and ends an event on the day before its exclusive end', () => {
    expect(formatCalendarDate('2027-06-04')).toBe('04/06/27');
    expect(lastDayOf('2027-07-01')).toBe('2027-06-30');
    expect(formatEventDates('2027-06-28', '2027-07-03')).toBe('28/06/27 – 02/07/27');
    expect(formatEventDates('2027-06-28', '2027-06-29')).toBe('28/06/27');
    expect(fullCalendarDate({ date: { year: 2027, month: 0, day: 9 } })).toBe('09/01/27');
  });
});

describe('meetingSegments', () => {
  it('shows a Tuesday and Thursday class on those days only, never a weekend', () => {
    // Dec 7, 2027 is a Tuesday; the event ends (exclusively) after Thursday Dec 16.
    expect(
      meetingSegments({ start: '2027-12-07', end: '2027-12-17', meeting_days: ['tue', 'thu'] }),
    ).toEqual([
      { start: '2027-12-07', end: '2027-12-08' },
      { start: '2027-12-09', end: '2027-12-10' },
      { start: '2027-12-14', end: '2027-12-15' },
      { start: '2027-12-16', end: '2027-12-17' },
    ]);
  });
  it('shows a Monday to Friday camp as one bar a week, and an every-day camp as one', () => {
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;
    expect(
      meetingSegments({ start: '2027-06-14', end: '2027-06-26', meeting_days: weekdays }),
    ).toEqual([
      { start: '2027-06-14', end: '2027-06-19' },
      { start: '2027-06-21', end: '2027-06-26' },
    ]);
    const everyDay = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
    expect(
      meetingSegments({ start: '2027-06-14', end: '2027-06-28', meeting_days: everyDay }),
    ).toEqual([{ start: '2027-06-14', end: '2027-06-28' }]);
  });
});
