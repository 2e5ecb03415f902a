import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Sent once an account is ready: what Camp Concierge does and where to start. */
export const welcome = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Welcome to Camp Concierge',
    preheader: 'Your account is ready. Here is how to plan a great camp season.',
    heading: 'Welcome to Camp Concierge',
    greeting: greeting(name),
    intro: [
      'Your account is ready. Camp Concierge brings children’s camps, classes and after-school programs together in one place, so planning a season takes minutes instead of weekends.',
      'Share your family’s needs in a short questionnaire, choose a package, and a program specialist will send you a personalized itinerary that fits your dates, budget and neighborhood.',
    ],
    action: { label: 'Start my plan', url },
    outro: ['Questions? Just reply to this e-mail and our team will be happy to help.'],
  }),
});
