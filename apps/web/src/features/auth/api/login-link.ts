import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v1/camp_directors/login_link: exchange the mailed one-time token for a session. */
export async function signInWithLoginLink(token: string): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors/login_link', {
    method: 'POST',
    body: { token },
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function useLoginLinkMutation() {
  return useMutation({ mutationFn: signInWithLoginLink });
}
