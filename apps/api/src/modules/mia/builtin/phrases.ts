import type { ToolActivity } from '../tools/toolbox.js';
import { formatClock, formatDay, formatMoney } from '../tools/local-date.js';

// The built-in assistant's fixed answers and the words its answers are written with.

export const BUILTIN_TEXT = {
  injection:
    'I can’t change how I work. I only answer questions about your own family’s plans, ' +
    'from your itinerary’s data. Ask me about your activities, dates, costs or payments.',
  otherFamily:
    'I can only talk about your own family’s plans. I can’t share anything about other ' +
    'families or their children.',
  noAccess: 'I can’t see this itinerary, so I can’t answer questions about it.',
  empty:
    'Ask me anything about your itinerary: dates, times, places, costs, payments, seats, cancellation policies or what your specialist said.',
  handover: (specialist: string | null) =>
    `Would you like me to send your question to your specialist${specialist ? `, ${specialist}` : ''}? They can answer it here.`,
  unknown:
    'I can’t answer that from your itinerary’s data. I can tell you what is on a date, when and where an activity starts, what it costs and what is unpaid, whether activities overlap, how far a camp is from home, cancellation policies, seats left, which friends joined and what your specialist said.',
} as const;

export const money = formatMoney;
export const listAnd = (xs: string[]) =>
  xs.length <= 1 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs.at(-1)}`;

export function dates(a: Pick<ToolActivity, 'start_date' | 'end_date'>): string {
  if (a.start_date === a.end_date) return `on ${formatDay(a.start_date)}`;
  return `from ${formatDay(a.start_date)} to ${formatDay(a.end_date)}`;
}
/** '9:00 AM to 3:00 PM', with the days it meets first unless it meets every day. */
export const hours = (a: ToolActivity) =>
  `${a.meeting_days.length < 7 ? `${a.meeting_days_text}, ` : ''}${formatClock(a.start_time)} to ${formatClock(a.end_time)}`;
