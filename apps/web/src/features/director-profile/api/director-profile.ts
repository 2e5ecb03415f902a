import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import type { DirectorProfile } from '@camp/shared/director-profile';
import { apiFetch } from '../../../lib/api-client';

/** What GET/PUT /api/v1/camp_directors answer. */
export const directorProfileResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  contact_phone: z.string().nullable(),
});
export type DirectorProfileResponse = z.infer<typeof directorProfileResponseSchema>;

export const directorProfileKeys = {
  all: ['director-profile'] as const,
};

/** GET /api/v1/camp_directors. */
export async function fetchDirectorProfile(signal?: AbortSignal): Promise<DirectorProfileResponse> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors', { signal });
  return directorProfileResponseSchema.parse(res);
}

export function directorProfileQueryOptions() {
  return queryOptions({
    queryKey: directorProfileKeys.all,
    queryFn: ({ signal }) => fetchDirectorProfile(signal),
  });
}

export type DirectorProfileUpdate = Pick<
  DirectorProfile,
  'first_name' | 'last_name' | 'contact_phone'
>;

/** PUT /api/v1/camp_directors { camp_director: { first_name, last_name, contact_phone } }. */
export async function updateDirectorProfile(
  body: DirectorProfileUpdate,
): Promise<DirectorProfileResponse> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors', {
    method: 'PUT',
    body: { camp_director: body },
  });
  return directorProfileResponseSchema.parse(res);
}

export function useUpdateDirectorProfileMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDirectorProfile,
    onSuccess: (profile) => queryClient.setQueryData(directorProfileKeys.all, profile),
  });
}
