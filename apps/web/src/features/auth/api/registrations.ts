import { useMutation } from '@tanstack/react-query';
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

/** POST /api/v1/parents with `{ parent }`. The account starts unconfirmed. */
export async function registerParent(body: ParentSignUpBody): Promise<void> {
  await apiFetch<unknown>('/api/v1/parents', {
    method: 'POST',
    body: { parent: body },
    anonymous: true,
  });
}

/** POST /api/v1/camp_directors with `{ camp_director }`. The account starts unconfirmed. */
export async function registerDirector(body: DirectorSignUpBody): Promise<void> {
  await apiFetch<unknown>('/api/v1/camp_directors', {
    method: 'POST',
    body: { camp_director: body },
    anonymous: true,
  });
}

export function useRegisterParentMutation() {
  return useMutation({ mutationFn: registerParent });
}

export function useRegisterDirectorMutation() {
  return useMutation({ mutationFn: registerDirector });
}
