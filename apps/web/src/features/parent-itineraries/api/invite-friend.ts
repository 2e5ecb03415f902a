import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  inviteFriendResponseSchema,
  type InviteFriend,
  type Invitation,
} from '@camp/shared/invite';
import { apiFetch } from '../../../lib/api-client';
import { parentItineraryKeys } from './keys';

/** POST /api/v1/parents/invite_friends { itinerary_id, activity_ids, email, text } → 201 { invitation }. */
export async function inviteFriend(body: InviteFriend): Promise<Invitation> {
  const res = await apiFetch<unknown>('/api/v1/parents/invite_friends', {
    method: 'POST',
    body,
  });
  return inviteFriendResponseSchema.parse(res).invitation;
}

/** The itinerary's invitation list gains the new one: refetch it. */
export function useInviteFriendMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteFriend,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: parentItineraryKeys.all }),
  });
}
