import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

// Payment plan mails (decision 0065). Amounts and dates come formatted.

const line = z.string().max(300);

/** To the parent when an instalment of their plan was charged. */
export const paymentPlanInstalmentPaid = defineTemplate({
  schema: nameAndUrl.extend({ amount: line, what: line, remaining: line }),
  content: ({ name, url, amount, what, remaining }) => ({
    subject: 'Your Camp Concierge instalment was paid',
    preheader: `We received ${amount} for ${what}.`,
    heading: 'Instalment paid',
    greeting: greeting(name),
    intro: [`We received ${amount} for ${what}.`, remaining],
    action: { label: 'See my payment plan', url },
    outro: [
      'Keep this e-mail as your receipt. Questions about a charge? Just reply to this e-mail.',
    ],
  }),
});

/** To the parent when an instalment could not be charged: why, when we try again, Pay now. */
export const paymentPlanInstalmentFailed = defineTemplate({
  schema: nameAndUrl.extend({ amount: line, what: line, reason: line, retry: line }),
  content: ({ name, url, amount, what, reason, retry }) => ({
    subject: 'Your Camp Concierge instalment could not be charged',
    preheader: `We could not charge ${amount} for ${what}.`,
    heading: 'Your instalment payment failed',
    greeting: greeting(name),
    intro: [
      `We could not charge ${amount} for ${what}. ${reason}`,
      `We will try your card again on ${retry}. To pay now with another card, open your payment plan.`,
    ],
    action: { label: 'Pay now', url },
    outro: ['Need help? Just reply to this e-mail and our team will be happy to help.'],
  }),
});

/** To the parent when the last retry failed: automatic charges stop, the plan is overdue. */
export const paymentPlanDefaulted = defineTemplate({
  schema: nameAndUrl.extend({ amount: line, what: line, reason: line }),
  content: ({ name, url, amount, what, reason }) => ({
    subject: 'Your Camp Concierge payment plan is overdue',
    preheader: `We could not charge ${amount} for ${what} after several attempts.`,
    heading: 'Your payment plan is overdue',
    greeting: greeting(name),
    intro: [
      `We could not charge ${amount} for ${what} after several attempts. ${reason}`,
      'We will not try your card again. Your place is kept for now and the camp has been told; pay the overdue instalment from your payment plan to keep it.',
    ],
    action: { label: 'Pay now', url },
    outro: ['Need help? Just reply to this e-mail and our team will be happy to help.'],
  }),
});

/** To a program's director when a family's payment plan defaulted. */
export const paymentPlanDefaultedDirector = defineTemplate({
  schema: nameAndUrl.extend({
    parent_name: line,
    items: z.array(line).min(1).max(100),
    amount: line,
  }),
  content: ({ name, url, parent_name, items, amount }) => ({
    subject: 'A family’s payment plan is overdue',
    preheader: `${parent_name} has an overdue instalment of ${amount}.`,
    heading: 'A payment plan is overdue',
    greeting: greeting(name),
    intro: [
      `${parent_name} pays in instalments and an instalment of ${amount} failed after several attempts. The deposit and the instalments paid so far are yours as usual; the family's place is still on their itinerary.`,
      ...items,
    ],
    action: { label: 'See my orders', url },
    outro: [
      'Contact the family, or ask their specialist to remove the activity to free the place.',
    ],
  }),
});
