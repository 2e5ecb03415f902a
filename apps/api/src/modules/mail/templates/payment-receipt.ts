import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(200);

/** Sent when a package payment (first charge or renewal) succeeds. Amounts come formatted. */
export const paymentReceipt = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'Premium, Monthly'. */
    plan: line,
    /** '$12'. */
    amount: line,
    /** '$12 (MYTRIAL)'; absent without a discount. */
    discount: line.optional(),
    /** 'May 15, 2026 to Jun 15, 2026'; absent for a one-time plan. */
    period: line.optional(),
    /** The day a free trial ends and the first full charge is made. */
    trial_ends: line.optional(),
    /** What each renewal costs, e.g. '$12 a month'. */
    renews_at: line.optional(),
  }),
  content: ({ name, url, plan, amount, discount, period, trial_ends, renews_at }) => ({
    subject: 'Your Camp Concierge payment receipt',
    preheader: `Thank you! We received ${amount} for your ${plan} plan.`,
    heading: 'Thank you for your payment',
    greeting: greeting(name),
    intro: [
      `We received your payment for the ${plan} plan.`,
      `Amount paid: ${amount}`,
      ...(discount ? [`Discount: ${discount}`] : []),
      ...(period ? [`Plan period: ${period}`] : []),
      ...(trial_ends
        ? [
            `Your free trial ends on ${trial_ends}${renews_at ? `; the plan then renews at ${renews_at}` : ''}.`,
          ]
        : renews_at
          ? [`The plan renews automatically at ${renews_at} until you cancel.`]
          : []),
    ],
    action: { label: 'See my plan', url },
    outro: [
      'Keep this e-mail as your receipt. Questions about a charge? Just reply to this e-mail.',
    ],
  }),
});
