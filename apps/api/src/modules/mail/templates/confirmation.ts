import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Sent on sign-up and on 'Resend email': confirms the address and signs the user in. */
export const confirmation = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Confirm your e-mail address',
    preheader: 'One click and your Camp Concierge account is ready.',
    heading: 'Please confirm your e-mail address',
    greeting: greeting(name),
    intro: [
      'Thank you for joining Camp Concierge. Before we get started, please confirm that this is your e-mail address.',
      'Once it is confirmed you will be signed in straight away.',
    ],
    action: { label: 'Confirm my e-mail', url },
    outro: [
      'If you did not create a Camp Concierge account, you can safely ignore this e-mail: nothing will happen.',
    ],
  }),
});
