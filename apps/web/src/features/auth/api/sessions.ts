import { useMutation } from '@tanstack/react-query';
import type { Session } from '@camp/shared/auth';
import { SESSION_PATHS, type SignInAccount } from '@camp/shared/session-paths';
import type { TwoFactorChallenge } from '@camp/shared/two-factor';
import { apiFetch } from '../../../lib/api-client';

export { SIGN_IN_ACCOUNTS, type SignInAccount } from '@camp/shared/session-paths';

export interface SignInBody {
  email: string;
  password: string;
  /** Solved proof-of-work payload, required by the server after 5 failed sign-ins. */
  altcha?: string;
}

/**
 * POST /api/v1/{parents|camp_directors|specialists|admins}/sessions → Session; an admin with
 * two-step sign-in gets the challenge of the second step instead.
 */
export async function signIn(
  account: SignInAccount,
  body: SignInBody,
): Promise<Session | TwoFactorChallenge> {
  // Anonymous: a stale token of another account must not turn a wrong password into a logout.
  const res = await apiFetch<unknown>(SESSION_PATHS[account], {
    method: 'POST',
    body,
    anonymous: true,
  });
  // The answer's schemas (and zod) load with the first answer: the sign-in pages show without them.
  if (account === 'admin') {
    return (await import('@camp/shared/two-factor')).adminSignInResponseSchema.parse(res);
  }
  return (await import('@camp/shared/auth')).sessionSchema.parse(res);
}

export function useSignInMutation(account: SignInAccount) {
  return useMutation({ mutationFn: (body: SignInBody) => signIn(account, body) });
}
