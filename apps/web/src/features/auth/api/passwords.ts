import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import type { AccountType } from '../redirects';
import { accountBase } from './account-paths';

export interface ResetPasswordBody {
  password: string;
  password_confirmation: string;
  token: string;
}

/** POST /api/v1/{parents|camp_directors}/passwords: set a new password with the mailed token. */
export async function resetPassword(account: AccountType, body: ResetPasswordBody): Promise<void> {
  await apiFetch<unknown>(`${accountBase(account)}/passwords`, {
    method: 'POST',
    body,
    anonymous: true,
  });
}

export function useResetPasswordMutation() {
  return useMutation({
    mutationFn: ({ account, body }: { account: AccountType; body: ResetPasswordBody }) =>
      resetPassword(account, body),
  });
}
