import { queryOptions } from '@tanstack/react-query';
import { parentAttendanceSchema, type ParentAttendance } from '@camp/shared/attendance';
import { apiFetch } from '../../../lib/api-client';
import { parentItineraryKeys } from './keys';

/** GET /api/v1/parents/itineraries/{id}/attendance → the child's check-ins, newest day first. */
export const attendanceQueryOptions = (itineraryId: number) =>
  queryOptions({
    queryKey: [...parentItineraryKeys.detail(itineraryId), 'attendance'] as const,
    queryFn: async ({ signal }): Promise<ParentAttendance['attendance']> =>
      parentAttendanceSchema.parse(
        await apiFetch<unknown>(`/api/v1/parents/itineraries/${itineraryId}/attendance`, {
          signal,
        }),
      ).attendance,
  });
