import { z } from 'zod';
import { emailField } from './text';

// Newsletter sign-up on the home page. The success text is
// NEWSLETTER_SUCCESS in messages.ts.

export const NEWSLETTER_INVALID = 'Please correct the marked field(s) below.';

export const newsletterSchema = z.object({
  email: emailField({ required: NEWSLETTER_INVALID, invalid: NEWSLETTER_INVALID }),
});
export type NewsletterInput = z.input<typeof newsletterSchema>;
