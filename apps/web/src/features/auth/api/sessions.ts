import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';

/** The four sign-in endpoints; each accepts only accounts of its own role. */
export const SIGN_IN_ACCOUNTS = ['parent', 'director', 'specialist', 'admin'] as const;
export type SignInAccount = (typeof SIGN_IN_ACCOUNTS)[number];

const SESSION_PATHS: Record<SignInAccount, string> = {
  parent: '/api/v1/parents/sessions',
  director: '/api/v1/camp_directors/sessions',
  specialist: '/api/v1/specialists/sessions',
  admin: '/api/v1/admins/sessions',
};

export interface SignInBody {
  email: string;
  password: string;
  /** Solved proof-of-work payload, required by the server after 5 failed sign-ins. */
  altcha?: string;
}

/** POST /api/v1/{parents|camp_directors|specialists|admins}/sessions → Session. */
export async function signIn(account: SignInAccount, body: SignInBody): Promise<Session> {
  // Anonymous: a stale token of another account must not turn a wrong password into a logout.
  const res = await apiFetch<unknown>(SESSION_PATHS[account], {
    method: 'POST',
    body,
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function useSignInMutation(account: SignInAccount) {
  return useMutation({ mutationFn: (body: SignInBody) => signIn(account, body) });
}
