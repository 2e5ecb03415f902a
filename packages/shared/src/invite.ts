import { z } from 'zod';
import { emailSchema } from './auth';
import { idField, idListField } from './number';
import { optionalText } from './text';

// Inviting a friend to an itinerary and the friend's answer (parent document, sections 2, 4,
// 5 and 7: POST /api/v1/parents/invite_friends, PUT /api/v1/parents/friends_itineraries/{id}).

export const INVITE_MESSAGES = {
  itineraryRequired: 'Itinerary is required',
  activitiesRequired: 'Activities is required',
  textTooLong: 'Message is too long',
  statusInvalid: 'Status must be accepted or declined',
  commentTooLong: 'Comment is too long',
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

/** The friend accepts or declines, with an optional comment. */
export const friendInvitationAnswerSchema = z.object({
  status: z.enum(['accepted', 'declined'], { error: INVITE_MESSAGES.statusInvalid }),
  comment: optionalText({
    multiline: true,
    max: INVITE_TEXT_MAX,
    maxMessage: INVITE_MESSAGES.commentTooLong,
  }),
});
export type FriendInvitationAnswer = z.output<typeof friendInvitationAnswerSchema>;
