import { ORDER_MESSAGES } from '@camp/shared/order';
import { formatUsPhone } from '@camp/shared/phone';
import { formatListDate as formatDate } from '../../../lib/format';

/** A value of the list, or the spec's 'not specified'. */
export function orNotSpecified(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : ORDER_MESSAGES.notSpecified;
}

export function phoneOrNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? formatUsPhone(value.trim()) : ORDER_MESSAGES.notSpecified;
}

/** 'YYYY-MM-DD' (or an instant's UTC day) → 'MMM D, YYYY'; other text unchanged. */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return ORDER_MESSAGES.notSpecified;
  const day = /^\d{4}-\d{2}-\d{2}/.exec(value)?.[0];
  return day ? formatDate(day) : value;
}

/** 'Jun 14, 2027 – Jun 18, 2027', or one date when both ends are the same day. */
export function formatDateRange(start: string, end: string): string {
  const a = formatListDate(start);
  const b = formatListDate(end);
  return a === b ? a : `${a} – ${b}`;
}
