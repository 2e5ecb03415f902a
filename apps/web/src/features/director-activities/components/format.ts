import dayjs from 'dayjs';
import { GRADE_LEVELS } from '@camp/shared/enums';
import { activityDurationDays } from '@camp/shared/director-activity';

/** 'Jun 7, 2027' (lists show dates as 'MMM D, YYYY'). */
export const formatListDate = (iso: string): string => dayjs(iso).format('MMM D, YYYY');

export function formatDateRange(start: string, end: string | null): string {
  return !end || end === start
    ? formatListDate(start)
    : `${formatListDate(start)} – ${formatListDate(end)}`;
}

/** Days inclusive; '1 day' when start equals end or only one date exists. */
export function formatDuration(start: string, end: string | null): string {
  const days = activityDurationDays(start, end);
  return days === 1 ? '1 day' : `${days} days`;
}

export const gradeLabel = (value: number | null): string | null =>
  value === null ? null : (GRADE_LEVELS.find((g) => g.value === value)?.label ?? String(value));

export function formatGrades(start: number | null, end: number | null): string | null {
  const [a, b] = [gradeLabel(start), gradeLabel(end)];
  if (a === null && b === null) return null;
  if (a === null || b === null || a === b) return a ?? b;
  return `${a} – ${b}`;
}

export function formatAges(ages: [number, number] | null): string | null {
  if (!ages) return null;
  return ages[0] === ages[1] ? `${ages[0]}` : `${ages[0]} – ${ages[1]}`;
}

/** 'available / total'; available alone shows '0' when none are left. */
export function formatSeats(available: number | null, total: number | null): string | null {
  if (total === null) return null;
  return `${available ?? 0} / ${total}`;
}
