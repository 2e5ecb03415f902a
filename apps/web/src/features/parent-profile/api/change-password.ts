import { useMutation } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import { PASSWORD_CHANGED } from '@camp/shared/messages';
import { apiFetch } from '../../../lib/api-client';
import { setSession } from '../../../lib/session';
import { toast } from '../../../components/ui/toaster';

export interface PasswordChange {
  current_password?: string | undefined;
  password: string;
  password_confirmation: string;
}

/**
 * POST /api/v1/parents/passwords without a reset token: changes the signed-in parent's password.
 * Every earlier token stops working, so the answer is a fresh session to keep.
 */
export async function changePassword(body: PasswordChange): Promise<Session> {
  const res = await apiFetch<unknown>('/api/v1/parents/passwords', { method: 'POST', body });
  return sessionSchema.parse(res);
}

export function useChangePasswordMutation() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (session) => {
      setSession(session);
      toast.success(PASSWORD_CHANGED);
    },
  });
}
