import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  friendItineraryResponseSchema,
  type FriendItinerary,
} from '@camp/shared/friends-itinerary';
import type { FriendInvitationAnswerInput } from '@camp/shared/invite';
import { apiFetch } from '../../../lib/api-client';
import { friendsItineraryKeys } from './keys';

/**
 * PUT /api/v1/parents/friends_itineraries/{id} { status, comment?, child_id? } →
 * { friends_itinerary }: the invited friend accepts or declines their own draft invitation.
 */
export async function answerInvitation(
  id: number,
  answer: FriendInvitationAnswerInput,
): Promise<FriendItinerary> {
  const res = await apiFetch<unknown>(`/api/v1/parents/friends_itineraries/${id}`, {
    method: 'PUT',
    body: answer,
  });
  return friendItineraryResponseSchema.parse(res).friends_itinerary;
}

/**
 * The answer replaces the invitation in the list, or removes it when declined (declined ones
 * are not listed); then the list refetches, also after a 409 (answered meanwhile elsewhere).
 */
export function useAnswerInvitationMutation(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: FriendInvitationAnswerInput) => answerInvitation(id, answer),
    onSuccess: (saved) => {
      queryClient.setQueryData<FriendItinerary[]>(friendsItineraryKeys.list(), (list) =>
        list
          ?.filter((f) => f.id !== id || saved.status !== 'declined')
          .map((f) => (f.id === id ? saved : f)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: friendsItineraryKeys.all }),
  });
}
