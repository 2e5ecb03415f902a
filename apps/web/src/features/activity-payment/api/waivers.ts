import { queryOptions, useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import {
  itineraryWaiversResponseSchema,
  signWaiverResponseSchema,
  type SignWaiverInput,
} from '@camp/shared/waivers';
import { apiFetch } from '../../../lib/api-client';
import { paymentKeys } from './keys';

const path = (itineraryId: number) => `/api/v1/parents/itineraries/${itineraryId}`;

/** GET …/itineraries/{id}/waivers: the waivers the itinerary asks for, with the signatures. */
export const itineraryWaiversQueryOptions = (itineraryId: number) =>
  queryOptions({
    queryKey: paymentKeys.waivers(itineraryId),
    queryFn: async ({ signal }) =>
      itineraryWaiversResponseSchema.parse(
        await apiFetch<unknown>(`${path(itineraryId)}/waivers`, { signal }),
      ),
  });

/**
 * POST …/itineraries/{id}/waiver_signatures: signs, then the lists show the signature (every
 * itinerary's: a signature is the child's, and a child may have more than one itinerary).
 */
export function useSignWaiverMutation(itineraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: paymentKeys.signing(itineraryId),
    mutationFn: async (body: SignWaiverInput) =>
      signWaiverResponseSchema.parse(
        await apiFetch<unknown>(`${path(itineraryId)}/waiver_signatures`, {
          method: 'POST',
          body,
        }),
      ).signature,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.allWaivers() }),
  });
}

/** A waiver entry of an itinerary: `itineraryId:programId:season`. */
export const waiverEntryKey = (itineraryId: number, programId: number, season: number) =>
  `${itineraryId}:${programId}:${season}`;

/** The waiver entries signed in this browser session (successful signings), by waiverEntryKey. */
export function useWaiversSignedHere(): ReadonlySet<string> {
  const keys = useMutationState({
    filters: { mutationKey: paymentKeys.signings(), status: 'success' },
    select: (m) => {
      const itineraryId = m.options.mutationKey?.[1];
      const body = m.state.variables as SignWaiverInput | undefined;
      return typeof itineraryId === 'number' && body
        ? waiverEntryKey(itineraryId, body.program_id, body.season)
        : '';
    },
  });
  return new Set(keys);
}
