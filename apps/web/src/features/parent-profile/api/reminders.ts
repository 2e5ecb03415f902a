import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  reminderPreferencesResponseSchema,
  type ReminderPreferences,
} from '@camp/shared/reminders';
import { apiFetch } from '../../../lib/api-client';

const URL = '/api/v1/parents/reminders';
const key = ['parent', 'reminders'] as const;

/** GET /api/v1/parents/reminders → { reminders }: the kinds of reminder e-mail that are on. */
export const remindersQueryOptions = () =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }): Promise<ReminderPreferences> =>
      reminderPreferencesResponseSchema.parse(await apiFetch<unknown>(URL, { signal })).reminders,
  });

/** PUT /api/v1/parents/reminders with all three kinds → what is now kept. */
export function useSaveRemindersMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (prefs: ReminderPreferences) =>
      reminderPreferencesResponseSchema.parse(
        await apiFetch<unknown>(URL, { method: 'PUT', body: prefs }),
      ).reminders,
    onSuccess: (prefs) => queryClient.setQueryData(key, prefs),
  });
}
