import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** A specialist sent a child's itinerary to the parent (first version or an alternate). */
export const itinerarySent = defineTemplate({
  schema: nameAndUrl.extend({
    child_name: z.string().max(255),
    specialist_name: z.string().max(255),
    alternate: z.boolean().default(false),
  }),
  content: ({ name, url, child_name, specialist_name, alternate }) => ({
    subject: alternate
      ? `The updated itinerary for ${child_name} is ready`
      : `The itinerary for ${child_name} is ready`,
    preheader: `${specialist_name} has sent you ${child_name}'s itinerary to review.`,
    heading: alternate ? 'Your updated itinerary is ready' : 'Your itinerary is ready',
    greeting: greeting(name),
    intro: [
      alternate
        ? `${specialist_name} has changed ${child_name}'s itinerary following your change requests.`
        : `${specialist_name} has planned ${child_name}'s camps and activities.`,
      'Review it, accept it, or ask for alternatives to any activity.',
    ],
    action: { label: 'Review the itinerary', url },
    outro: ['Questions? Reply to this e-mail or leave a comment on the itinerary.'],
  }),
});
