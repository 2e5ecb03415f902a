import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** The specialist's message to the parent, kept on the itinerary and sent by e-mail. */
export const specialistMessage = defineTemplate({
  schema: nameAndUrl.extend({
    child_name: z.string().max(255),
    specialist_name: z.string().max(255),
    message: z.string().max(5000),
  }),
  content: ({ name, url, child_name, specialist_name, message }) => ({
    subject: `A message from ${specialist_name} about the itinerary for ${child_name}`,
    preheader: message.slice(0, 120),
    heading: `A message about ${child_name}'s itinerary`,
    greeting: greeting(name),
    intro: [`${specialist_name} wrote:`, ...message.split(/\n{2,}/)],
    action: { label: 'Open the itinerary', url },
    outro: ['You can reply to this e-mail.'],
  }),
});
