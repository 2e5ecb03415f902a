import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/**
 * To the parent first in line when a seat of a full activity frees up (decision 0063): the seat
 * is held for them until `expires` (formatted), then offered to the next family.
 */
export const waitlistOffer = defineTemplate({
  schema: nameAndUrl.extend({
    activity_name: z.string().max(255),
    child_name: z.string().max(255).nullable(),
    expires: z.string().max(100),
  }),
  content: ({ name, url, activity_name, child_name, expires }) => ({
    subject: `A seat opened up in ${activity_name}`,
    preheader: `We are holding it for you until ${expires}.`,
    heading: `A seat opened up in ${activity_name}`,
    greeting: greeting(name),
    intro: [
      `You were first on the waitlist for ${activity_name}${child_name ? ` for ${child_name}` : ''}, and a seat has just opened up.`,
      `We are holding it for you until ${expires}. Pay for it before then to keep it; after that it goes to the next family in line.`,
    ],
    action: { label: 'Pay for the seat', url },
    outro: [
      'No longer interested? Leave the waitlist on the same page and the seat goes to the next family.',
    ],
  }),
});
