import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  SPECIALIST_ITINERARY_MESSAGES,
  specialistItineraryResponseSchema,
  type SpecialistItinerary,
} from '@camp/shared/specialist-itinerary';
import { apiFetch } from '../../../lib/api-client';
import { toast } from '../../../components/ui/toaster';
import { itineraryPath, storeItinerary } from './itinerary';

/** POST …/itineraries/{id}/message: kept on the itinerary and e-mailed to the parent. */
export async function messageParent(input: {
  id: number;
  message: string;
}): Promise<SpecialistItinerary> {
  const res = await apiFetch<unknown>(`${itineraryPath(input.id)}/message`, {
    method: 'POST',
    body: { message: input.message },
  });
  return specialistItineraryResponseSchema.parse(res).itinerary;
}

export function useMessageParentMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: messageParent,
    onSuccess: (itinerary) => {
      storeItinerary(queryClient, itinerary);
      toast.success(SPECIALIST_ITINERARY_MESSAGES.messageSent);
    },
  });
}
