import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** A specialist's answer to a question the parent handed over from MIA's chat (decision 0067). */
export const chatAnswer = defineTemplate({
  schema: nameAndUrl.extend({
    specialist_name: z.string().max(255),
    question: z.string().max(5000),
    answer: z.string().max(5000),
  }),
  content: ({ name, url, specialist_name, question, answer }) => ({
    subject: `${specialist_name} answered your question`,
    preheader: answer.slice(0, 120),
    heading: 'Your specialist answered',
    greeting: greeting(name),
    intro: [
      `You asked MIA: “${question.slice(0, 500)}”`,
      `${specialist_name} answered:`,
      ...answer.split(/\n{2,}/),
    ],
    action: { label: 'Open the conversation', url },
    outro: ['The answer is also in your chat with MIA on the itinerary.'],
  }),
});
