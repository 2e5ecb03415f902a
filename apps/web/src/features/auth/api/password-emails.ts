import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AccountType } from '../redirects';
import { accountBase } from './account-paths';

/** POST /api/v1/{parents|camp_directors}/passwords/emails: mail a reset-password link. */
export async function requestPasswordReset(account: AccountType, email: string): Promise<void> {
  await apiFetch<unknown>(`${accountBase(account)}/passwords/emails`, {
    method: 'POST',
    body: { email },
    anonymous: true,
  });
}

export function useRequestPasswordResetMutation() {
  return useMutation({
    mutationFn: ({ account, email }: { account: AccountType; email: string }) =>
      requestPasswordReset(account, email),
  });
}
