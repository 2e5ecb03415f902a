import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import type { AccountType } from '../redirects';
import { accountBase } from './account-paths';

/** POST /api/v1/{parents|camp_directors}/confirmations with the token from the e-mail link. */
export async function confirmEmail(account: AccountType, token: string): Promise<Session> {
  const res = await apiFetch<unknown>(`${accountBase(account)}/confirmations`, {
    method: 'POST',
    body: { confirmation_token: token },
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function useConfirmEmailMutation() {
  return useMutation({
    mutationFn: ({ account, token }: { account: AccountType; token: string }) =>
      confirmEmail(account, token),
  });
}
