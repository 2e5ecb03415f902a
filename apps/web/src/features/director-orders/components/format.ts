import { ORDER_MESSAGES } from '@camp/shared/order';
import { formatUsPhone } from '@camp/shared/phone';

/** A value of the list, or the spec's 'not specified'. */
export function orNotSpecified(value: string | null | undefined): string {
  const text = value?.trim();
  return text ? text : ORDER_MESSAGES.notSpecified;
}

export function phoneOrNotSpecified(value: string | null | undefined): string {
  return value?.trim() ? formatUsPhone(value.trim()) : ORDER_MESSAGES.notSpecified;
}

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-DD' → 'MMM D, YYYY' (the spec's list format); other text unchanged. */
export function formatListDate(value: string | null | undefined): string {
  if (!value) return ORDER_MESSAGES.notSpecified;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!m) return value;
  return DATE_FORMAT.format(new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))));
}

/** 'Jun 14, 2027 – Jun 18, 2027', or one date when both ends are the same day. */
export function formatDateRange(start: string, end: string): string {
  const a = formatListDate(start);
  const b = formatListDate(end);
  return a === b ? a : `${a} – ${b}`;
}
