import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

/** Sent when an admin validates a provider: the next step is the payment account. */
export const providerAccepted = defineTemplate({
  schema: nameAndUrl,
  content: ({ name, url }) => ({
    subject: 'Your provider account is validated',
    preheader: 'Welcome aboard! Connect a Stripe account to start publishing programs.',
    heading: 'Your provider account is validated',
    greeting: greeting(name),
    intro: [
      'Good news: our team has reviewed your provider profile and validated your account.',
      'One step remains: connect a Stripe account so that families can pay for your activities online and you are paid by direct deposit.',
    ],
    action: { label: 'Connect my Stripe account', url },
    outro: ['Questions? Just reply to this e-mail and our team will be happy to help.'],
  }),
});
