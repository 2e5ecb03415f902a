import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Receipt for a submitted provider profile: what happens next while our team reviews it. */
export const providerProfileReceived = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'We received your provider profile',
    preheader: 'Thank you for registering. Our team is reviewing your provider profile.',
    heading: 'Thank you for registering',
    greeting: greeting(name),
    intro: [
      'We received your provider profile. Our team reviews every provider before their programs are offered to families, which usually takes a few business days.',
      'We will e-mail you as soon as a decision is made. Once your account is validated you can connect a Stripe account and publish your programs.',
    ],
    action: { label: 'See my registration status', url },
    outro: ['Questions? Just reply to this e-mail and our team will be happy to help.'],
  }),
});
