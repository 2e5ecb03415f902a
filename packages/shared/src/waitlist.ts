import { z } from 'zod';

// The activity waitlist (decision 0063): a parent joins for a full activity
// of their approved itinerary; a freed seat is offered to the first in line for 24 hours.

/** waiting → offered (seat held) → claimed (a checkout took it) | expired; left at any time. */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'claimed', 'expired', 'left'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/** The statuses of an entry still in line (the ones a parent sees and may leave). */
export const OPEN_WAITLIST_STATUSES = ['waiting', 'offered'] as const;

/** How long an offered seat is held for the family. */
export const WAITLIST_OFFER_HOURS = 24;

export const WAITLIST_MESSAGES = {
  itineraryActivityRequired: 'Activity is required',
  /** 404: not the family's itinerary activity (or none). */
  itineraryActivityNotFound: 'Activity not found',
  entryNotFound: 'Waitlist entry not found',
  /** 409 */
  notApproved: 'You can join a waitlist once the itinerary is approved.',
  alreadyPaid: 'This activity is already paid.',
  /** 409: a canceled place is never payable again, so it cannot wait for a seat (decision 0072). */
  canceled: 'This activity was canceled. Ask your specialist to add it again.',
  alreadyJoined: 'You are already on the waitlist for this activity.',
  notFull: 'This activity has seats left: you can pay for it now.',
  heldByCheckout: 'Your checkout already holds a seat for this activity.',
  /** 422 under itinerary_activity_id */
  started: 'This activity has already started.',
  providerNotReady: 'This activity is booked on the camp page, not here.',
  /** 409 on leaving an entry no longer in line. */
  notInLine: 'You are no longer on this waitlist.',
} as const;

export const joinWaitlistSchema = z.object({
  itinerary_activity_id: z
    .number({ error: WAITLIST_MESSAGES.itineraryActivityRequired })
    .int({ error: WAITLIST_MESSAGES.itineraryActivityNotFound })
    .positive({ error: WAITLIST_MESSAGES.itineraryActivityNotFound })
    .max(2_147_483_647, { error: WAITLIST_MESSAGES.itineraryActivityNotFound }),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistSchema>;

export const waitlistEntrySchema = z.object({
  id: z.number().int(),
  itinerary_activity_id: z.number().int(),
  itinerary_id: z.number().int(),
  activity_id: z.number().int(),
  activity_name: z.string(),
  child_name: z.string().nullable(),
  status: z.enum(WAITLIST_STATUSES),
  /** 1 = first in line; null once the entry is no longer waiting. */
  position: z.number().int().nullable(),
  /** ISO time the held seat is released, while offered. */
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

export const waitlistEntryResponseSchema = z.object({ waitlist_entry: waitlistEntrySchema });
export type WaitlistEntryResponse = z.infer<typeof waitlistEntryResponseSchema>;

export const waitlistEntriesResponseSchema = z.object({
  waitlist_entries: z.array(waitlistEntrySchema),
});
export type WaitlistEntriesResponse = z.infer<typeof waitlistEntriesResponseSchema>;

/** The parent's payment page of an itinerary, where an offered seat is paid. */
export const waitlistOfferPath = (itineraryId: number) => `/profile/payment/${itineraryId}`;
