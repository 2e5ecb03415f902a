import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  specialistItineraryResponseSchema,
  type SendItineraryInput,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { itineraryPath, storeItinerary } from './itinerary';

/** POST …/itineraries/{id}/send_to_parent: in_progress or alternate_request → review. */
export async function sendItinerary(input: {
  id: number;
  alternate_request: boolean;
  /** The schedule's clashes the specialist keeps ('Keep both'); sent only when there are some. */
  acknowledged_clashes?: number[][];
}): Promise<SpecialistItinerary> {
  const body: SendItineraryInput = { alternate_request: input.alternate_request };
  if (input.acknowledged_clashes?.length) body.acknowledged_clashes = input.acknowledged_clashes;
  const res = await apiFetch<unknown>(`${itineraryPath(input.id)}/send_to_parent`, {
    method: 'POST',
    body,
  });
  return specialistItineraryResponseSchema.parse(res).itinerary;
}

export function useSendItineraryMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendItinerary,
    onSuccess: (itinerary) => {
      storeItinerary(queryClient, itinerary);
      // The dashboard's tabs and counts change with the status.
      return queryClient.invalidateQueries({ queryKey: ['specialist-dashboard'] });
    },
  });
}
