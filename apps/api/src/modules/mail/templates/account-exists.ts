import { z } from 'zod';
import { defineTemplate, webUrl } from './define.js';
import { greeting } from './layout.js';

/**
 * Sent instead of a confirmation when someone signs up, or sends the public questionnaire, with
 * the e-mail of an existing account. The answer to that request is the same as for a new
 * address (decision 0031: sign-up does not tell who has an account); this mail tells the holder.
 */
export const accountExists = defineTemplate({
  schema: z.object({
    name: z.string().max(200),
    url: webUrl,
    reason: z.enum(['sign_up', 'questionnaire']),
  }),
  content: ({ name, url, reason }) => ({
    subject: 'You already have a Camp Concierge account',
    preheader: 'Sign in with this e-mail address instead.',
    heading: 'You already have an account',
    greeting: greeting(name),
    intro: [
      reason === 'sign_up'
        ? 'Someone, hopefully you, tried to create a Camp Concierge account with this e-mail address. An account with this address already exists, so no new account was created.'
        : 'Someone, hopefully you, sent a Camp Concierge questionnaire with this e-mail address. An account with this address already exists, so the questionnaire was not saved: sign in and fill it in from your profile.',
      'Sign in with this address. If you do not remember your password, choose "Forgot your password?" on the sign-in page.',
    ],
    action: { label: 'Sign in', url },
    outro: [
      'If this was not you, you can ignore this e-mail: nothing has changed on your account.',
    ],
  }),
});
