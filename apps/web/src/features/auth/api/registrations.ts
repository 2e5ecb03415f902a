import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';

export interface ParentSignUpBody {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export interface DirectorSignUpBody {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * POST /api/v1/parents with `{ parent }`. The server signs the new account in: the answer is
 * its session, unconfirmed until the mailed link is opened.
 */
export async function registerParent(body: ParentSignUpBody): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/parents', {
    method: 'POST',
    body: { parent: body },
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

/** POST /api/v1/camp_directors with `{ camp_director }`; answers like registerParent. */
export async function registerDirector(body: DirectorSignUpBody): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/camp_directors', {
    method: 'POST',
    body: { camp_director: body },
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function useRegisterParentMutation() {
  return useMutation({ mutationFn: registerParent });
}

export function useRegisterDirectorMutation() {
  return useMutation({ mutationFn: registerDirector });
}
