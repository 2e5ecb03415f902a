import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** A one-click sign-in link (camp directors' login link, parents' passwordless session). */
export const loginLink = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Your Camp Concierge sign-in link',
    preheader: 'Sign in to Camp Concierge with one click.',
    heading: 'Sign in to Camp Concierge',
    greeting: greeting(name),
    intro: ['Here is the sign-in link you asked for. Use the button below to continue.'],
    action: { label: 'Sign in', url },
    outro: [
      'If you did not ask for this link, you can ignore this e-mail. Nobody can sign in without it.',
      'For your security, never forward this e-mail or share the link.',
    ],
  }),
});
