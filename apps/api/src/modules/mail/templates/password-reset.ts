import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Sent by 'Forgot your password?': a link to choose a new password. */
export const passwordReset = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Reset your Camp Concierge password',
    preheader: 'Choose a new password for your Camp Concierge account.',
    heading: 'Reset your password',
    greeting: greeting(name),
    intro: [
      'We received a request to reset the password for your Camp Concierge account. Use the button below to choose a new one.',
    ],
    action: { label: 'Choose a new password', url },
    outro: [
      'If you did not ask for a new password, you can ignore this e-mail. Your current password stays the same.',
      'For your security, never share this link with anyone.',
    ],
  }),
});
