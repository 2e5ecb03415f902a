import type { FriendItineraryList, FriendItineraryResponse } from '@camp/shared/friends-itinerary';
import type { FriendInvitationAnswerInput } from '@camp/shared/invite';
import { apiRoute, type Answer } from '../../test-server';

/** 'Share with me' endpoints, answered with the shared types. */
export const friendsItinerariesApi = {
  /** GET /api/v1/parents/friends_itineraries → { friends_itineraries }. */
  list: (answer: Answer<null, FriendItineraryList>) =>
    apiRoute('get', '/api/v1/parents/friends_itineraries', answer),
  /** PUT /api/v1/parents/friends_itineraries/:id { status, comment?, child_id? }. */
  answer: (answer: Answer<FriendInvitationAnswerInput, FriendItineraryResponse>) =>
    apiRoute('put', '/api/v1/parents/friends_itineraries/:id', answer),
};
