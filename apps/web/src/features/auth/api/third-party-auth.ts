import { useMutation } from '@tanstack/react-query';
import type { Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';
import type { AccountType } from '../redirects';
import { accountBase } from './account-paths';

/**
 * POST /api/v1/{parents|camp_directors}/third_party_auth with `{ auth: { access_token,
 * provider_name } }`; the access token is the Google ID token (credential) the server checks.
 */
export async function thirdPartyAuth(account: AccountType, credential: string): Promise<Session> {
  const res = await apiFetch<unknown>(`${accountBase(account)}/third_party_auth`, {
    method: 'POST',
    body: { auth: { access_token: credential, provider_name: 'google' } },
    anonymous: true,
  });
  // The schema (and zod) load with the answer: the sign-in pages show without them.
  return (await import('@camp/shared/auth')).sessionSchema.parse(res);
}

export function useThirdPartyAuthMutation(account: AccountType) {
  return useMutation({ mutationFn: (credential: string) => thirdPartyAuth(account, credential) });
}
