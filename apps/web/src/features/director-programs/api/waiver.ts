import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  directorSignaturesResponseSchema,
  directorWaiverResponseSchema,
  type Waiver,
  type WaiverInput,
} from '@camp/shared/waivers';
import { apiFetch } from '../../../lib/api-client';
import { programKeys } from './keys';
import { programPath } from './program';

const waiverPath = (programId: number) => `${programPath(programId)}/waiver`;

export const waiverKeys = {
  waiver: (programId: number) => [...programKeys.detail(programId), 'waiver'] as const,
  signatures: (programId: number) => [...programKeys.detail(programId), 'signatures'] as const,
};

/** GET …/activity_providers/{id}/waiver: the current waiver, or null. */
export function waiverQueryOptions(programId: number) {
  return queryOptions({
    queryKey: waiverKeys.waiver(programId),
    queryFn: async () =>
      directorWaiverResponseSchema.parse(await apiFetch<unknown>(waiverPath(programId))).waiver,
  });
}

/** GET …/activity_providers/{id}/waiver_signatures, newest first. */
export function signaturesQueryOptions(programId: number) {
  return queryOptions({
    queryKey: waiverKeys.signatures(programId),
    queryFn: async () =>
      directorSignaturesResponseSchema.parse(
        await apiFetch<unknown>(`${programPath(programId)}/waiver_signatures`),
      ).signatures,
  });
}

/** The body the API takes: the text or the PDF, the other one null. */
export type WaiverSave = Pick<WaiverInput, 'title' | 'required'> &
  ({ body: string; document: null } | { body: null; document: string });

export function useSaveWaiverMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (waiver: WaiverSave): Promise<Waiver | null> =>
      directorWaiverResponseSchema.parse(
        await apiFetch<unknown>(waiverPath(programId), { method: 'PUT', body: { waiver } }),
      ).waiver,
    onSuccess: (waiver) => {
      queryClient.setQueryData(waiverKeys.waiver(programId), waiver);
      return queryClient.invalidateQueries({ queryKey: waiverKeys.signatures(programId) });
    },
  });
}

export function useRemoveWaiverMutation(programId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<void>(waiverPath(programId), { method: 'DELETE' }),
    onSuccess: () => {
      queryClient.setQueryData(waiverKeys.waiver(programId), null);
      return queryClient.invalidateQueries({ queryKey: waiverKeys.signatures(programId) });
    },
  });
}
