import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

// The e-mails of a cancellation of a paid activity (decision 0064): the request to the program's
// director, the decision and the refund to the parent. Amounts come formatted.

const text = z.string().max(1000);
const about = nameAndUrl.extend({ activity: z.string().max(600) });

/** To the program's director: a parent asks to cancel a paid activity. */
export const cancellationRequested = defineTemplate({
  schema: about.extend({
    parent_name: z.string().max(255),
    reason: text,
    amount: z.string().max(40),
  }),
  content: ({ name, url, activity, parent_name, reason, amount }) => ({
    subject: `${parent_name} asks to cancel ${activity}`,
    preheader: `A cancellation request for ${activity} (${amount} paid) waits for your decision.`,
    heading: 'Cancellation requested',
    greeting: greeting(name),
    intro: [`${parent_name} asks to cancel ${activity}, paid ${amount}.`, `Reason: ${reason}`],
    action: { label: 'Review the request', url },
    outro: ['Approve it with the refund your cancellation policy allows, or decline it.'],
  }),
});

/** To the parent: the request was approved (with the refund's amount) or declined. */
export const cancellationDecided = defineTemplate({
  schema: about.extend({
    approved: z.boolean(),
    amount: z.string().max(40),
    note: text.nullable(),
  }),
  content: ({ name, url, activity, approved, amount, note }) => ({
    subject: approved
      ? `Your cancellation of ${activity} was approved`
      : `Your cancellation of ${activity} was declined`,
    preheader: approved ? `A refund of ${amount} is on its way.` : 'The activity stays booked.',
    heading: approved ? 'Cancellation approved' : 'Cancellation declined',
    greeting: greeting(name),
    intro: [
      approved
        ? `Your request to cancel ${activity} was approved, with a refund of ${amount}.`
        : `Your request to cancel ${activity} was declined; the activity stays booked.`,
      ...(note ? [`Note: ${note}`] : []),
    ],
    action: { label: 'See my itineraries', url },
    outro: ['Questions? Just reply to this e-mail.'],
  }),
});

/** To the parent: the money went back to the card. */
export const refundIssued = defineTemplate({
  schema: about.extend({
    amount: z.string().max(40),
    /** A package's payment given back in full: the plan it paid for has ended with it. */
    plan_ended: z.boolean().optional(),
  }),
  content: ({ name, url, activity, amount, plan_ended }) => ({
    subject: `Refund of ${amount} issued`,
    preheader: `We refunded ${amount} for ${activity}.`,
    heading: 'Your refund was issued',
    greeting: greeting(name),
    intro: [
      `We refunded ${amount} for ${activity} to the card you paid with.`,
      ...(plan_ended
        ? [
            'As this payment was given back in full, the plan it paid for has ended today and will not renew. You can choose a package again at any time.',
          ]
        : []),
      'Banks usually show it within 5 to 10 business days.',
    ],
    action: { label: 'See my itineraries', url },
    outro: ['Keep this e-mail as your refund receipt.'],
  }),
});

/** To the parent: a payment arrived after its checkout expired and the seat was gone. */
export const latePaymentRefunded = defineTemplate({
  schema: nameAndUrl.extend({ amount: z.string().max(40) }),
  content: ({ name, url, amount }) => ({
    subject: `Your late payment of ${amount} was refunded`,
    preheader: 'The seats were no longer held when your payment arrived.',
    heading: 'Your payment was refunded',
    greeting: greeting(name),
    intro: [
      `Your payment of ${amount} arrived after the checkout had expired, and the seats were no longer available.`,
      'We refunded it in full to the card you paid with.',
    ],
    action: { label: 'See my itineraries', url },
    outro: ['Questions? Just reply to this e-mail.'],
  }),
});
