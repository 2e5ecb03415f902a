import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { sessionSchema, type Session } from '@camp/shared/auth';
import {
  recoveryCodesSchema,
  twoFactorConfirmedSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
  type TwoFactorAnswer,
} from '@camp/shared/two-factor';
import { apiFetch } from '../../../lib/api-client';

export const TWO_FACTOR_PATHS = {
  answer: '/api/v1/admins/sessions/two-factor',
  enrolment: '/api/v1/admins/two-factor/enrolment',
  confirmation: '/api/v1/admins/two-factor/enrolment/confirmation',
  status: '/api/v1/admins/two-factor',
  recoveryCodes: '/api/v1/admins/two-factor/recovery-codes',
} as const;

export const twoFactorKeys = { status: ['two-factor', 'status'] as const };

/** POST /api/v1/admins/sessions/two-factor: the second step → the full session. */
export async function answerChallenge(body: TwoFactorAnswer): Promise<Session> {
  const res = await apiFetch<unknown>(TWO_FACTOR_PATHS.answer, {
    method: 'POST',
    body,
    anonymous: true,
  });
  return sessionSchema.parse(res);
}

export function useAnswerChallenge() {
  return useMutation({ mutationFn: answerChallenge });
}

/** A new secret to scan; starting again replaces one not yet confirmed. */
export function useStartEnrolment() {
  return useMutation({
    mutationFn: async () =>
      twoFactorEnrolmentSchema.parse(
        await apiFetch<unknown>(TWO_FACTOR_PATHS.enrolment, { method: 'POST' }),
      ),
  });
}

export function useConfirmEnrolment() {
  return useMutation({
    mutationFn: async (code: string) =>
      twoFactorConfirmedSchema.parse(
        await apiFetch<unknown>(TWO_FACTOR_PATHS.confirmation, { method: 'POST', body: { code } }),
      ),
  });
}

export function twoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: twoFactorKeys.status,
    queryFn: async ({ signal }) =>
      twoFactorStatusSchema.parse(await apiFetch<unknown>(TWO_FACTOR_PATHS.status, { signal })),
  });
}

export function useRegenerateRecoveryCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      recoveryCodesSchema.parse(
        await apiFetch<unknown>(TWO_FACTOR_PATHS.recoveryCodes, { method: 'POST' }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}
