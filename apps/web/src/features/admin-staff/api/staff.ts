import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  staffDetailsSchema,
  staffListResponseSchema,
  staffMemberSchema,
  type ItineraryReassignment,
  type StaffFilterQuery,
  type StaffInviteInput,
  type StaffListQuery,
  type StaffRole,
} from '@camp/shared/staff';
import { apiFetch } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';

const STAFF = '/api/v1/admins/staff';

export const staffKeys = {
  all: ['admin-staff'] as const,
  list: (query: StaffListQuery) => [...staffKeys.all, 'list', query] as const,
  details: (id: number) => [...staffKeys.all, 'details', id] as const,
};

export function staffListQueryOptions(query: StaffListQuery) {
  return queryOptions({
    queryKey: staffKeys.list(query),
    queryFn: async ({ signal }) =>
      staffListResponseSchema.parse(await apiFetch<unknown>(STAFF, { query, signal })),
    placeholderData: keepPreviousData,
  });
}

export function staffDetailsQueryOptions(id: number) {
  return queryOptions({
    queryKey: staffKeys.details(id),
    queryFn: async ({ signal }) =>
      staffDetailsSchema.parse(await apiFetch<unknown>(`${STAFF}/${id}`, { signal })),
  });
}

/** Saves the filtered staff as staff.csv. */
export function downloadStaffCsv(filter: StaffFilterQuery): Promise<void> {
  return downloadFile(`${STAFF}/export`, filter, 'staff.csv');
}

/** The actions on one account, by the path the API gives each. */
export type StaffAction =
  'deactivation' | 'reactivation' | 'invitation' | 'password-reset' | 'two-factor-reset';

/** Every change refreshes the list and the details (statuses, roles, counts). */
function useStaffMutation<Input>(run: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => staffMemberSchema.parse(await run(input)),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export function useInviteStaff() {
  return useStaffMutation((body: StaffInviteInput) =>
    apiFetch<unknown>(STAFF, { method: 'POST', body }),
  );
}

export function useStaffAction() {
  return useStaffMutation(({ id, action }: { id: number; action: StaffAction }) =>
    apiFetch<unknown>(`${STAFF}/${id}/${action}`, { method: 'POST' }),
  );
}

export function useChangeStaffRole() {
  return useStaffMutation(({ id, role }: { id: number; role: StaffRole }) =>
    apiFetch<unknown>(`${STAFF}/${id}/role`, { method: 'PUT', body: { role } }),
  );
}

/** The active specialists, by name: whom an itinerary can be handed to. */
export const activeSpecialistsQueryOptions = () =>
  staffListQueryOptions({
    role: 'Specialist',
    status: 'active',
    page: 1,
    per_page: 100,
    sort: 'name',
    order: 'asc',
  });

/** Hands an itinerary to another specialist; the staff pages' counts and lists refresh. */
export function useReassignItinerary() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ itineraryId, body }: { itineraryId: number; body: ItineraryReassignment }) =>
      apiFetch<unknown>(`/api/v1/admins/itineraries/${itineraryId}/reassignment`, {
        method: 'POST',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

/** Saves the itineraries a specialist is working on as itineraries.csv. */
export function downloadHeldItinerariesCsv(id: number): Promise<void> {
  return downloadFile(`${STAFF}/${id}/itineraries/export`, undefined, 'itineraries.csv');
}
