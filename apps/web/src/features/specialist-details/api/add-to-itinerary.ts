import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { detailKeys } from './keys';

/** POST /api/v1/specialists/itinerary_activities from the provider page's activity list. */
export async function addToItinerary(input: {
  itinerary_id: number;
  activity_id: number;
}): Promise<void> {
  await apiFetch<unknown>('/api/v1/specialists/itinerary_activities', {
    method: 'POST',
    body: { itinerary_activity: input },
  });
}

export function useAddToItineraryMutation(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToItinerary,
    // The list's 'Added' markers and seats come from the provider call.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: detailKeys.providers(providerId) }),
  });
}
