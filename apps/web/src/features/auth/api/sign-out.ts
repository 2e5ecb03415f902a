import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, ApiError } from '../../../lib/api-client';
import { clearSession, getToken } from '../../../lib/session';

/**
 * DELETE /api/v1/sessions revokes the token on the server; the local session is cleared
 * whatever the answer (an expired token is already signed out), and cached data is dropped.
 */
export async function signOut(): Promise<void> {
  try {
    if (getToken()) await apiFetch<unknown>('/api/v1/sessions', { method: 'DELETE' });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  } finally {
    clearSession();
  }
}

export function useSignOutMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSettled: () => queryClient.clear(),
  });
}
