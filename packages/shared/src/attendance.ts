import { z } from 'zod';
import { childProfileSchema, isCalendarDate } from './child-profile';
import { meetingDaysSchema } from './meeting-days-schema';
import { requiredText } from './text';

// Rosters and attendance: the children booked in an activity on one of its meeting days, their
// check-in and check-out (when, by whom, and whom the child was handed to), and the parent's view
// of those times.

export const ATTENDANCE_MESSAGES = {
  activityNotFound: 'Activity not found',
  itineraryNotFound: 'Itinerary not found',
  childNotOnRoster: 'This child is not booked in this activity',
  dateRequired: 'Date is required',
  dateInvalid: 'Date should be a date such as 2027-06-14',
  outsideDates: 'The activity does not run on that date',
  notMeetingDay: 'The activity does not meet on that day of the week',
  tooEarly: 'Check-in opens on the day itself',
  notCheckedIn: 'Check the child in before checking them out',
  alreadyCheckedOut: 'The child is already checked out',
  notCheckedOut: 'The child is not checked out',
  notCheckedInYet: 'The child is not checked in',
  undoCheckOutFirst: 'Undo the check-out before the check-in',
  pickupRequired: 'Choose who picks the child up',
  pickupNotAuthorised: 'Only a person on the child’s authorised pickup list may pick them up',
} as const;
const M = ATTENDANCE_MESSAGES;

/** A calendar date written YYYY-MM-DD. */
export const attendanceDateSchema = z
  .string({ error: (i) => (i.input === undefined ? M.dateRequired : M.dateInvalid) })
  .trim()
  .min(1, M.dateRequired)
  .refine(isCalendarDate, M.dateInvalid);

/** ?date= of the roster, its CSV and its PDF. */
export const rosterQuerySchema = z.object({ date: attendanceDateSchema });

/**
 * ?date= of the roster page's read, or ?today= (the director's own date): without a date the
 * roster is the first meeting day on or after `today` (the last one once the activity is over).
 */
export const rosterPageQuerySchema = z.object({
  date: attendanceDateSchema.optional(),
  today: attendanceDateSchema.optional(),
});

/** Whether the text is an IANA time zone this runtime knows (America/New_York). */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * ?date=&tz= of the CSV and the PDF: the times are written in `tz` (the browser's zone; UTC when
 * absent), since the dates of an activity carry no zone of their own.
 */
export const rosterExportQuerySchema = rosterQuerySchema.extend({
  tz: z
    .string()
    .max(64)
    .refine(isTimeZone, 'Time zone is invalid')
    .optional()
    .transform((v) => v ?? 'UTC'),
});

/** POST …/roster/{child_id}/check_in. */
export const checkInSchema = z.object({ date: attendanceDateSchema });
export type CheckInInput = z.output<typeof checkInSchema>;

/** POST …/roster/{child_id}/check_out: the person on the authorised list the child goes with. */
export const checkOutSchema = z.object({
  date: attendanceDateSchema,
  pickup_name: requiredText(M.pickupRequired, { max: 255 }),
});
export type CheckOutInput = z.output<typeof checkOutSchema>;

/** A check-in or check-out: when, and the name of the person who did it (null when erased). */
const stampSchema = z.object({ at: z.string(), by: z.string().nullable() });

export const attendanceSchema = z.object({
  date: z.string(),
  checked_in: stampSchema,
  checked_out: stampSchema.nullable(),
  /** Whom the child was handed to at check-out, as the authorised list named them. */
  pickup: z.object({ name: z.string(), relation: z.string().nullable() }).nullable(),
});
export type Attendance = z.output<typeof attendanceSchema>;

export const rosterChildSchema = z.object({
  child_id: z.number().int(),
  first_name: z.string(),
  age: z.number().int().nullable(),
  /** True when the family wrote anything under allergies: the roster flags the child. */
  has_allergies: z.boolean(),
  health: childProfileSchema.shape.health,
  emergency_contacts: childProfileSchema.shape.emergency_contacts,
  authorized_pickups: childProfileSchema.shape.authorized_pickups,
  attendance: attendanceSchema.nullable(),
});
export type RosterChild = z.output<typeof rosterChildSchema>;

export const rosterSchema = z.object({
  activity: z.object({
    id: z.number().int(),
    program_id: z.number().int(),
    name: z.string(),
    program_name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    meeting_days: meetingDaysSchema,
    location: z.string(),
  }),
  date: z.string(),
  children: z.array(rosterChildSchema),
});
export type Roster = z.output<typeof rosterSchema>;

/** GET /api/v1/parents/itineraries/{id}/attendance: the child's days, newest first. */
export const parentAttendanceSchema = z.object({
  attendance: z.array(attendanceSchema.extend({ activity_id: z.number().int() })),
});
export type ParentAttendance = z.output<typeof parentAttendanceSchema>;
