import { useMutation } from '@tanstack/react-query';
import { staffPasswordResponseSchema, type StaffPasswordInput } from '@camp/shared/auth';
import { apiFetch } from '../../../lib/api-client';

/** POST /api/v1/staff/passwords: a specialist or an admin chooses a password with a mailed link. */
export async function setStaffPassword(body: StaffPasswordInput) {
  return staffPasswordResponseSchema.parse(
    await apiFetch<unknown>('/api/v1/staff/passwords', { method: 'POST', body, anonymous: true }),
  );
}

export function useStaffPasswordMutation() {
  return useMutation({ mutationFn: setStaffPassword });
}
