import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  specialistItineraryResponseSchema,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { storeItinerary } from './itinerary';

/** DELETE /api/v1/specialists/itinerary_activities/{id} → { itinerary }. */
export async function removeItineraryActivity(id: number): Promise<SpecialistItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/specialists/itinerary_activities/${id}`, {
    method: 'DELETE',
  });
  return specialistItineraryResponseSchema.parse(res).itinerary;
}

export function useRemoveItineraryActivityMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeItineraryActivity,
    onSuccess: (itinerary) => storeItinerary(queryClient, itinerary),
  });
}
