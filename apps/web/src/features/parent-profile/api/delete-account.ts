import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { ACCOUNT_DELETED } from '@camp/shared/messages';
import { apiFetch } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toaster';
import { paths } from '../../../lib/paths';

/** DELETE /api/v1/parents?id= (the parent's own id). */
export async function deleteAccount(id: number): Promise<void> {
  await apiFetch<unknown>('/api/v1/parents', { method: 'DELETE', query: { id } });
}

/**
 * Deletes the account, then forgets the session and every cached query and goes home with the
 * spec's toast. Done in the hook's onSuccess: clearing the session unmounts the profile page,
 * and TanStack Query drops mutate()'s own callbacks then.
 */
export function useDeleteAccountMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async () => {
      clearSession();
      queryClient.clear();
      toast.success(ACCOUNT_DELETED);
      await navigate(paths.home, { replace: true });
    },
  });
}
