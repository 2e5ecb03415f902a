import { z } from 'zod';
import { nameAndUrl, defineTemplate } from './define.js';
import { greeting } from './layout.js';

/** Sent when an admin does not accept a provider, with the admin's reason. */
export const providerRejected = defineTemplate({
  schema: nameAndUrl.extend({ reason: z.string().max(2000).optional() }),
  content: ({ name, url, reason }) => ({
    subject: 'Your provider registration was not accepted',
    preheader: 'Our team has reviewed your provider profile.',
    heading: 'Your registration was not accepted',
    greeting: greeting(name),
    intro: [
      'Thank you for your interest in offering your programs on Camp Concierge. Our team has reviewed your provider profile and could not accept your registration at this time.',
      ...(reason ? [`Reason: ${reason}`] : []),
      'If you think this is a mistake or your situation has changed, please contact us.',
    ],
    action: { label: 'Contact us', url },
    outro: ['You can also reply to this e-mail.'],
  }),
});
