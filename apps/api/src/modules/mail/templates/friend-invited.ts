import { z } from 'zod';
import { defineTemplate, webUrl } from './define.js';
import { greeting } from './layout.js';

/**
 * A parent invited a friend to some activities of a child's itinerary. The link leads an account
 * holder to 'Share with me' and a newcomer to sign-up with the e-mail filled in.
 */
export const friendInvited = defineTemplate({
  schema: z.object({
    /** The friend's name when the e-mail has an account; null for a newcomer. */
    name: z.string().max(200).nullable(),
    inviter_name: z.string().max(255),
    child_name: z.string().max(255),
    activity_names: z.array(z.string().max(255)).min(1),
    /** The inviter's own message, as typed. */
    text: z.string().max(5000).nullable(),
    has_account: z.boolean(),
    url: webUrl,
  }),
  content: ({ name, inviter_name, child_name, activity_names, text, has_account, url }) => ({
    subject: `${inviter_name} invited you to plan camps together`,
    preheader: `${inviter_name} shared ${child_name}'s camp plans with you.`,
    heading: 'You are invited to plan camps together',
    greeting: greeting(name ?? ''),
    intro: [
      `${inviter_name} shared these activities from ${child_name}'s itinerary with you: ${activity_names.join(', ')}.`,
      ...(text ? [`${inviter_name} wrote:`, ...text.split(/\n{2,}/)] : []),
      has_account
        ? "Open 'Share with me' to accept or decline the invitation."
        : 'Create your free account with this e-mail address to see the activities and accept or decline the invitation.',
    ],
    action: { label: has_account ? 'See the invitation' : 'Create my account', url },
    outro: ['If you did not expect this invitation, you can ignore this e-mail.'],
  }),
});
