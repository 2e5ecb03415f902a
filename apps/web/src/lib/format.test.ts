import { describe, expect, it } from 'vitest';
import {
  formatAges,
  formatCents,
  formatDuration,
  formatGrades,
  formatPrice,
  formatSeats,
  formatTime,
} from './format';

describe('formatPrice', () => {
  it('shows US dollars without decimals, with thousands separators', () => {
    expect(formatPrice(0)).toBe('$0');
    expect(formatPrice(12)).toBe('$12');
    expect(formatPrice(1251)).toBe('$1,251');
    expect(formatPrice(35.6)).toBe('$36');
  });
});

describe('formatTime', () => {
  it("writes a time of day as 'hh:mm AM/PM', two-digit hour", () => {
    expect(formatTime('00:00')).toBe('12:00 AM');
    expect(formatTime('09:00')).toBe('09:00 AM');
    expect(formatTime('09:05:00')).toBe('09:05 AM');
    expect(formatTime('12:30')).toBe('12:30 PM');
    expect(formatTime('13:05')).toBe('01:05 PM');
    expect(formatTime('23:59')).toBe('11:59 PM');
  });
});

describe('activity facts as the parent reads them', () => {
  it('counts days inclusively, one day otherwise', () => {
    expect(formatDuration('2026-07-06', '2026-07-10')).toBe('5 days');
    expect(formatDuration('2026-07-06', '2026-07-06')).toBe('1 day');
    expect(formatDuration('2026-06-29', '2026-07-03')).toBe('5 days');
    // With meeting days, only the days it meets count (Dec 6, 2026 to Jan 30, 2027).
    expect(formatDuration('2026-12-06', '2027-01-30', ['tue', 'thu'])).toBe('16 days');
    expect(formatDuration('2027-06-14', '2027-06-25', ['mon', 'tue', 'wed', 'thu', 'fri'])).toBe(
      '10 days',
    );
  });

  it('reads seats as available / total, or Yes without a limit', () => {
    expect(formatSeats(12, 20)).toBe('12 / 20');
    expect(formatSeats(0, 20)).toBe('0 / 20');
    expect(formatSeats(null, null)).toBe('Yes');
    expect(formatSeats(0, 0)).toBe('No');
  });

  it('words ages and grades (-1 Preschool, 0 Kindergarten)', () => {
    expect(formatAges(6, 10)).toBe('6-10');
    expect(formatAges(6, null)).toBe('6+');
    expect(formatAges(null, null)).toBeNull();
    expect(formatGrades(-1, 2)).toBe('Preschool – 2nd');
    expect(formatGrades(0, 0)).toBe('Kindergarten');
    expect(formatGrades(null, null)).toBeNull();
  });
});

describe('activity facts as the director previews them', () => {
  it('spaces an age range, shows a one-sided grade range bare and counts seats', () => {
    expect(formatAges(6, 10, { spaced: true })).toBe('6 – 10');
    expect(formatAges(8, 8, { spaced: true })).toBe('8');
    expect(formatGrades(1, null, { openEnded: 'bare' })).toBe('1st');
    expect(formatGrades(null, 0, { openEnded: 'bare' })).toBe('Kindergarten');
    expect(formatSeats(null, 20, { count: true })).toBe('0 / 20');
    expect(formatSeats(5, null, { count: true })).toBeNull();
    expect(formatDuration('2027-06-14', null)).toBe('1 day');
  });
});

describe('formatCents', () => {
  it('shows cents only when there are some, or always for a ledger', () => {
    expect(formatCents(33000)).toBe('$330');
    expect(formatCents(33050)).toBe('$330.50');
    expect(formatCents(33000, { cents: 'always' })).toBe('$330.00');
    expect(formatCents(123456, { cents: 'always' })).toBe('$1,234.56');
  });
});
