import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** A friend accepted or declined an invitation: to the inviting parent and the specialist. */
export const invitationAnswered = defineTemplate({
  schema: nameAndUrl.extend({
    friend_name: z.string().max(255),
    child_name: z.string().max(255),
    status: z.enum(['accepted', 'declined']),
    comment: z.string().max(5000).nullable(),
  }),
  content: ({ name, url, friend_name, child_name, status, comment }) => ({
    subject: `${friend_name} ${status} the invitation to the itinerary for ${child_name}`,
    preheader: comment ? comment.slice(0, 120) : `${friend_name} answered the invitation.`,
    heading: status === 'accepted' ? 'An invitation was accepted' : 'An invitation was declined',
    greeting: greeting(name),
    intro: [
      `${friend_name} ${status} the invitation to ${child_name}'s itinerary.`,
      ...(comment ? [`${friend_name} wrote:`, ...comment.split(/\n{2,}/)] : []),
    ],
    action: { label: 'Open the itinerary', url },
    outro: [],
  }),
});
