import { z } from 'zod';
import {
  FIRST_ITINERARY_TARGET_BUSINESS_DAYS,
  SPECIALIST_INTRO_TARGET_BUSINESS_HOURS,
} from '@camp/shared/constants';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/**
 * Receipt for a submitted questionnaire, with the package's first-response targets. For a
 * visitor (`new_account`) it is also the account's confirmation: the link signs them in.
 */
export const questionnaireReceived = defineTemplate({
  schema: nameAndUrl.extend({
    child_name: z.string().max(255).optional(),
    new_account: z.boolean().default(false),
  }),
  content: ({ name, url, child_name, new_account }) => ({
    subject: 'We received your questionnaire',
    preheader: `A program specialist will introduce themselves within ${SPECIALIST_INTRO_TARGET_BUSINESS_HOURS} business hours.`,
    heading: 'Thank you, your questionnaire is in',
    greeting: greeting(name),
    intro: [
      child_name
        ? `Thank you for telling us about ${child_name}. A program specialist is now reading your answers.`
        : 'Thank you for filling in the questionnaire. A program specialist is now reading your answers.',
      `Your specialist will introduce themselves within ${SPECIALIST_INTRO_TARGET_BUSINESS_HOURS} business hours, and your first personalized itinerary will follow within ${FIRST_ITINERARY_TARGET_BUSINESS_DAYS} business days.`,
      ...(new_account
        ? [
            'We created a Camp Concierge account for you with this e-mail address. Confirm it with the button below and you will be signed in straight away; then set a password of your own in your profile.',
          ]
        : []),
    ],
    action: new_account
      ? { label: 'Confirm my e-mail and sign in', url }
      : { label: 'See my itineraries', url },
    outro: new_account
      ? [
          'If you did not fill in a questionnaire on Camp Concierge, you can safely ignore this e-mail: the account stays unconfirmed.',
        ]
      : ['Questions? Just reply to this e-mail and our team will be happy to help.'],
  }),
});
