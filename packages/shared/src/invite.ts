import { z } from 'zod';
import { emailSchema } from './auth';
import { INVITATION_STATUSES } from './enums';
import { PG_INT_MAX, idField, idListField, optionalNumberField } from './number';
import { optionalText } from './text';

// Inviting a friend to an itinerary and the friend's answer (POST
// /api/v1/parents/invite_friends, PUT /api/v1/parents/friends_itineraries/{id}).

export const INVITE_MESSAGES = {
  itineraryRequired: 'Itinerary is required',
  activitiesRequired: 'Activities is required',
  textTooLong: 'Message is too long',
  statusInvalid: 'Status must be accepted or declined',
  commentTooLong: 'Comment is too long',
  /** 404: another family's itinerary, or none. */
  itineraryNotFound: 'Itinerary not found',
  inviteSelf: 'You cannot invite yourself to your own itinerary.',
  alreadyInvited: 'This e-mail has already been invited to this itinerary.',
  activitiesNotInItinerary: 'Choose activities of this itinerary.',
  /** 409 when api-loop's actions rule gives no blocked_reason of its own. */
  notInvitable: 'Friends can be invited once the itinerary has been sent to you for review.',
  /** 404: someone else's invitation, a declined one, or none. */
  invitationNotFound: 'Invitation not found',
  alreadyAnswered: 'You have already answered this invitation.',
  answerClosed:
    'This invitation can be answered only while the itinerary is in review, accepted or approved.',
  childInvalid: 'Child not found',
} as const;

export const INVITE_TEXT_MAX = 5000;

export const inviteFriendSchema = z.object({
  itinerary_id: idField(INVITE_MESSAGES.itineraryRequired),
  email: emailSchema,
  activity_ids: idListField(INVITE_MESSAGES.activitiesRequired, INVITE_MESSAGES.activitiesRequired),
  /** The invitation message (the form prefills a default text). */
  text: optionalText({
    multiline: true,
    max: INVITE_TEXT_MAX,
    maxMessage: INVITE_MESSAGES.textTooLong,
  }),
});
export type InviteFriendInput = z.input<typeof inviteFriendSchema>;
export type InviteFriend = z.output<typeof inviteFriendSchema>;

/** 201 of POST /api/v1/parents/invite_friends. */
export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  status: z.literal('draft'),
  /** The friend's name when the e-mail already has an account, else null. */
  friend_name: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const inviteFriendResponseSchema = z.object({ invitation: invitationSchema });
export type InviteFriendResponse = z.infer<typeof inviteFriendResponseSchema>;

/**
 * The friend accepts or declines, with an optional comment; `child_id` is the friend's own child
 * who joins ('Choose a child'), which must be one of the friend's children.
 */
export const friendInvitationAnswerSchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: INVITE_MESSAGES.statusInvalid }),
  comment: optionalText({
    multiline: true,
    max: INVITE_TEXT_MAX,
    maxMessage: INVITE_MESSAGES.commentTooLong,
  }),
  child_id: optionalNumberField({
    invalid: INVITE_MESSAGES.childInvalid,
    integer: INVITE_MESSAGES.childInvalid,
    min: [1, INVITE_MESSAGES.childInvalid],
    max: [PG_INT_MAX, INVITE_MESSAGES.childInvalid],
  }),
});
export type FriendInvitationAnswerInput = z.input<typeof friendInvitationAnswerSchema>;
export type FriendInvitationAnswer = z.output<typeof friendInvitationAnswerSchema>;

export const invitationStatusSchema = z.enum(INVITATION_STATUSES);
