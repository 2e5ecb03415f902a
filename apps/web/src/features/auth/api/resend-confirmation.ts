import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AccountType } from '../redirects';
import { accountBase } from './account-paths';

/** POST /api/v1/{parents|camp_directors}/resend_confirmation with the e-mail address. */
export async function resendConfirmation(account: AccountType, email: string): Promise<void> {
  await apiFetch<unknown>(`${accountBase(account)}/resend_confirmation`, {
    method: 'POST',
    body: { email },
    anonymous: true,
  });
}

export function useResendConfirmationMutation() {
  return useMutation({
    mutationFn: ({ account, email }: { account: AccountType; email: string }) =>
      resendConfirmation(account, email),
  });
}
