import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { PROFILE_UPDATED } from '@camp/shared/messages';
import type { ParentProfile } from '@camp/shared/profile';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toaster';

export type ProfileUpdate = Omit<ParentProfile, 'email'>;

/** PUT /api/v1/parents { parent } → the refreshed session (same token). */
export async function updateProfile(parent: ProfileUpdate): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/parents', { method: 'PUT', body: { parent } });
  return sessionSchema.parse(res);
}

/** Saves the profile; the session (header name, phone, address) takes the new values. */
export function useUpdateProfileMutation() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (session) => {
      setSession(session);
      toast.success(PROFILE_UPDATED);
    },
  });
}
