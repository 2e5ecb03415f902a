import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(200);

/** Sent when a package charge (usually a renewal) is refused: why, and how to pay again. */
export const paymentFailed = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'Premium, Monthly'. */
    plan: line,
    /** '$12'. */
    amount: line,
    /** The card provider's reason, e.g. 'Your card was declined.'. */
    reason: line,
  }),
  content: ({ name, url, plan, amount, reason }) => ({
    subject: 'Your Camp Concierge payment failed',
    preheader: `We could not charge ${amount} for your ${plan} plan.`,
    heading: 'Your payment failed',
    greeting: greeting(name),
    intro: [
      `We could not charge ${amount} for your ${plan} plan. ${reason}`,
      'Your Premium features are paused until the payment goes through. To continue, check your card details with your bank or use another card, and pay again from the checkout page.',
    ],
    action: { label: 'Pay again', url },
    outro: ['Need help? Just reply to this e-mail and our team will be happy to help.'],
  }),
});
