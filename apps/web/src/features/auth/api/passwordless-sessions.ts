import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v1/parents/passwordless_sessions with the form_id from the questionnaire mail. */
export async function createPasswordlessSession(formId: string): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/parents/passwordless_sessions', {
    method: 'POST',
    body: { form_id: formId },
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function usePasswordlessSessionMutation() {
  return useMutation({ mutationFn: createPasswordlessSession });
}
