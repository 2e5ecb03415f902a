import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addItineraryActivityResponseSchema,
  type AddItineraryActivityResponse,
} from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { storeItinerary } from './itinerary';

/** POST /api/v1/specialists/itinerary_activities; 422 on activity_id when no seat is left. */
export async function addItineraryActivity(input: {
  itinerary_id: number;
  activity_id: number;
}): Promise<AddItineraryActivityResponse> {
  const res = await apiFetch<unknown>('/api/v1/specialists/itinerary_activities', {
    method: 'POST',
    body: { itinerary_activity: input },
  });
  return addItineraryActivityResponseSchema.parse(res);
}

export function useAddItineraryActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addItineraryActivity,
    onSuccess: (data) => storeItinerary(queryClient, data.itinerary),
  });
}
