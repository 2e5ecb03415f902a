import { z } from 'zod';

/**
 * Reminder e-mails: 7 days and 1 day before a paid activity starts, and 3 days before each
 * instalment of a payment plan. Each kind is on unless the parent turns it off in the profile.
 */
export const REMINDER_KINDS = ['activity_week', 'activity_day', 'instalment'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

/** How many days ahead each kind reminds. */
export const REMINDER_DAYS: Record<ReminderKind, number> = {
  activity_week: 7,
  activity_day: 1,
  instalment: 3,
};

export const reminderPreferencesSchema = z.object({
  activity_week: z.boolean({ error: 'must be true or false' }),
  activity_day: z.boolean({ error: 'must be true or false' }),
  instalment: z.boolean({ error: 'must be true or false' }),
});
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;

export const reminderPreferencesResponseSchema = z.object({
  reminders: reminderPreferencesSchema,
});

/** The profile's labels for each kind. */
export const REMINDER_LABELS: Record<ReminderKind, string> = {
  activity_week: 'A week before an activity starts',
  activity_day: 'The day before an activity starts',
  instalment: 'Three days before an instalment is charged',
};
