import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Sent when an administrator invites a specialist or an administrator: a link to set a password. */
export const staffInvitation = defineTemplate({
  schema: nameAndUrl.extend({ role: z.enum(['a specialist', 'an administrator']) }),
  content: ({ name, url, role }) => ({
    subject: 'You are invited to Camp Concierge',
    preheader: 'Choose a password to start working on Camp Concierge.',
    heading: 'Welcome to the Camp Concierge team',
    greeting: greeting(name),
    intro: [
      `An administrator has created your Camp Concierge account as ${role}. Use the button below to choose your password, then sign in.`,
    ],
    action: { label: 'Choose your password', url },
    outro: [
      'This link works once and for seven days. If it has expired, ask an administrator to send a new invitation.',
      'For your security, never share this link with anyone.',
    ],
  }),
});
