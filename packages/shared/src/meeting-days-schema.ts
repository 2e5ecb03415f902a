import { z } from 'zod';
import {
  MEETING_DAYS_MESSAGES,
  WEEKDAYS,
  normalizeMeetingDays,
  parseMeetingDays,
  type Weekday,
} from './meeting-days';

// The meeting days' zod schemas, apart from the days' rules so that a page that only shows
// meeting days does not load zod.

/**
 * The meeting days field of a request: a list of days ('mon' ... 'sun', or day names), or one
 * text such as 'Mon-Fri'. Absent (or null) means "not said": the API then applies
 * `defaultMeetingDays` to the dates.
 */
export const meetingDaysField = z
  .union([z.array(z.unknown()), z.string()], { error: MEETING_DAYS_MESSAGES.invalid })
  .nullish()
  .transform((value, ctx): Weekday[] | undefined => {
    if (value === undefined || value === null) return undefined;
    const empty = typeof value === 'string' ? value.trim() === '' : value.length === 0;
    if (empty) {
      ctx.addIssue({ code: 'custom', message: MEETING_DAYS_MESSAGES.required, input: value });
      return z.NEVER;
    }
    const days = typeof value === 'string' ? parseMeetingDays(value) : normalizeMeetingDays(value);
    if (days) return days;
    ctx.addIssue({ code: 'custom', message: MEETING_DAYS_MESSAGES.invalid, input: value });
    return z.NEVER;
  });

/** The meeting days as an answer carries them. */
export const meetingDaysSchema = z.array(z.enum(WEEKDAYS));
