import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  attendanceSchema,
  rosterSchema,
  type Attendance,
  type Roster,
} from '@camp/shared/attendance';
import { meetingRuns, type Weekday } from '@camp/shared/meeting-days';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const base = (activityId: number) => `/api/v1/camp_directors/activities/${activityId}/roster`;
const attendanceResponse = z.object({ attendance: attendanceSchema });

/** The director's own date (YYYY-MM-DD in the browser's time zone). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export const rosterKeys = {
  all: ['director-roster'] as const,
  one: (activityId: number, date: string | null) => ['director-roster', activityId, date] as const,
};

/** GET …/roster?date= (or ?today= for the nearest meeting day) → the roster. */
export const rosterQueryOptions = (activityId: number, date: string | null) =>
  queryOptions({
    queryKey: rosterKeys.one(activityId, date),
    // A day's roster read a moment ago (the nearest day's answer is kept under its date) is not
    // asked for again for 30 s, whatever the client's defaults; a tap's answer refreshes it.
    staleTime: 30_000,
    queryFn: async ({ signal }): Promise<Roster> =>
      rosterSchema.parse(
        await apiFetch<unknown>(base(activityId), {
          signal,
          query: date ? { date } : { today: localToday() },
        }),
      ),
  });

/** Every meeting date of the activity, in order (the date chooser's options). */
export function meetingDates(activity: Roster['activity']): string[] {
  const dates: string[] = [];
  for (const run of meetingRuns(
    activity.start_date,
    activity.end_date,
    activity.meeting_days as Weekday[],
  )) {
    for (let d = run.start; d <= run.end;) {
      dates.push(d);
      const next = new Date(`${d}T00:00:00Z`);
      next.setUTCDate(next.getUTCDate() + 1);
      d = next.toISOString().slice(0, 10);
    }
  }
  return dates;
}

type Mark =
  | { kind: 'in'; childId: number; date: string }
  | { kind: 'out'; childId: number; date: string; pickupName: string }
  /** A tap made by mistake undone: the check-out, or (once there is none) the check-in. */
  | { kind: 'undo-out'; childId: number; date: string }
  | { kind: 'undo-in'; childId: number; date: string };

const STEP = {
  in: 'check_in',
  out: 'check_out',
  'undo-in': 'check_in',
  'undo-out': 'check_out',
} as const;

/**
 * POST …/roster/{child}/check_in or check_out, or DELETE of either to undo it (answers the
 * record, or null once the check-in is undone); the roster of the day is read again after.
 */
export function useAttendanceMutation(activityId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (mark: Mark): Promise<Attendance | null> => {
      const url = `${base(activityId)}/${mark.childId}/${STEP[mark.kind]}`;
      if (mark.kind === 'undo-in' || mark.kind === 'undo-out') {
        const answer = await apiFetch<unknown>(url, {
          method: 'DELETE',
          query: { date: mark.date },
        });
        return answer === null ? null : attendanceResponse.parse(answer).attendance;
      }
      const body =
        mark.kind === 'in'
          ? { date: mark.date }
          : { date: mark.date, pickup_name: mark.pickupName };
      return attendanceResponse.parse(await apiFetch<unknown>(url, { method: 'POST', body }))
        .attendance;
    },
    onSettled: () => client.invalidateQueries({ queryKey: rosterKeys.all }),
  });
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

export const downloadRoster = (r: Roster, kind: 'csv' | 'pdf') =>
  downloadFile(
    `${base(r.activity.id)}.${kind}`,
    { date: r.date, tz: timeZone() },
    `roster-${r.activity.id}-${r.date}.${kind}`,
  );
