import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { mailboxKeys } from './keys';

export function clearMailbox(): Promise<{ deleted: number }> {
  return apiFetch<{ deleted: number }>('/api/dev/mailbox', { method: 'DELETE', anonymous: true });
}

export function useClearMailbox() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: clearMailbox,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.all }),
  });
}
