import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
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

/** POST …/itineraries/{id}/waiver_signatures: signs, then the list shows the signature. */
export function useSignWaiverMutation(itineraryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: SignWaiverInput) =>
      signWaiverResponseSchema.parse(
        await apiFetch<unknown>(`${path(itineraryId)}/waiver_signatures`, {
          method: 'POST',
          body,
        }),
      ).signature,
    onSettled: () => queryClient.invalidateQueries({ queryKey: paymentKeys.waivers(itineraryId) }),
  });
}
