import { useMutation } from '@tanstack/react-query';
import { SESSION_PATHS, sessionSchema, type Session, type SignInAccount } from '@camp/shared/auth';
import { adminSignInResponseSchema, type TwoFactorChallenge } from '@camp/shared/two-factor';
import { apiFetch } from '../../../lib/api-client';

export { SIGN_IN_ACCOUNTS, type SignInAccount } from '@camp/shared/auth';

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
  return account === 'admin' ? adminSignInResponseSchema.parse(res) : sessionSchema.parse(res);
}

export function useSignInMutation(account: SignInAccount) {
  return useMutation({ mutationFn: (body: SignInBody) => signIn(account, body) });
}
