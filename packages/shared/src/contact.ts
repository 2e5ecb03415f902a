import { z } from 'zod';
import { emailSchema, NAME_MAX } from './auth';
import { requiredText } from './text';

// Contact-us form. The product's original embeds a third-party form; ours
// is our own, so its messages follow the account forms' style.

export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name is too long',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject is too long',
  messageRequired: 'Message is required',
  messageTooLong: 'Message is too long',
  sent: 'Thank you! Your message has been sent.',
} as const;

export const CONTACT_SUBJECT_MAX = 255;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired, {
    max: NAME_MAX,
    maxMessage: CONTACT_MESSAGES.nameTooLong,
  }),
  email: emailSchema,
  subject: requiredText(CONTACT_MESSAGES.subjectRequired, {
    max: CONTACT_SUBJECT_MAX,
    maxMessage: CONTACT_MESSAGES.subjectTooLong,
  }),
  message: requiredText(CONTACT_MESSAGES.messageRequired, {
    multiline: true,
    max: CONTACT_MESSAGE_MAX,
    maxMessage: CONTACT_MESSAGES.messageTooLong,
  }),
});
export type ContactInput = z.input<typeof contactSchema>;
export type Contact = z.output<typeof contactSchema>;
