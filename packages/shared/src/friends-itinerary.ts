import { z } from 'zod';
import { INVITATION_STATUSES, ITINERARY_STATUSES } from './enums';
import { parentItineraryActivityCardSchema } from './parent-itinerary';

// 'Share with me': the itineraries friends invited this parent to (GET
// /api/v1/parents/friends_itineraries, PUT /api/v1/parents/friends_itineraries/{id}).

/** One invitation as the invited friend sees it; `id` is the invitation's id. */
export const friendItinerarySchema = z.object({
  id: z.number(),
  status: z.enum(INVITATION_STATUSES),
  /** The friend's reply. */
  comment: z.string().nullable(),
  /** The inviting parent's message. */
  text: z.string().nullable(),
  invited_by: z.object({ name: z.string(), email: z.string() }),
  /** The friend's own child who joins (chosen on accepting), or null. */
  child_id: z.number().nullable(),
  itinerary: z.object({
    id: z.number(),
    status: z.enum(ITINERARY_STATUSES),
    child: z.object({ name: z.string() }),
    activity_dates: z.object({ start: z.string(), end: z.string() }).nullable(),
    color: z.string().nullable(),
    specialist: z
      .object({ name: z.string(), email: z.string(), photo: z.string().nullable() })
      .nullable(),
    /** The activities shared with this friend only, in start-date order. */
    activities: z.array(parentItineraryActivityCardSchema),
  }),
});
export type FriendItinerary = z.infer<typeof friendItinerarySchema>;

/** Newest invitation first; declined ones are not listed. */
export const friendItineraryListSchema = z.object({
  friends_itineraries: z.array(friendItinerarySchema),
});
export type FriendItineraryList = z.infer<typeof friendItineraryListSchema>;

export const friendItineraryResponseSchema = z.object({ friends_itinerary: friendItinerarySchema });
export type FriendItineraryResponse = z.infer<typeof friendItineraryResponseSchema>;
