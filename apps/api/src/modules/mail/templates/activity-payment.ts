import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(300);
/** 'Pine Lake Day Camp (Pine Lake Camp) for Mia: $350'. */
const lines = z.array(line).min(1).max(100);

/** To the parent when a checkout of itinerary activities is paid. Amounts come formatted. */
export const activityPaymentReceipt = defineTemplate({
  schema: nameAndUrl.extend({ total: line, items: lines }),
  content: ({ name, url, total, items }) => ({
    subject: 'Your Camp Concierge booking receipt',
    preheader: `Thank you! We received ${total} for your booking.`,
    heading: 'Your activities are booked',
    greeting: greeting(name),
    intro: ['We received your payment for these activities:', ...items, `Total paid: ${total}`],
    action: { label: 'See my itineraries', url },
    outro: [
      'Keep this e-mail as your receipt. Questions about a charge? Just reply to this e-mail.',
    ],
  }),
});

/** To a program's director when a parent paid for its activities (a new order). */
export const directorNewOrder = defineTemplate({
  schema: nameAndUrl.extend({ parent_name: line, items: lines }),
  content: ({ name, url, parent_name, items }) => ({
    subject: 'New order on Camp Concierge',
    preheader: `${parent_name} booked and paid through Camp Concierge.`,
    heading: 'You have a new order',
    greeting: greeting(name),
    intro: [`${parent_name} booked and paid for:`, ...items],
    action: { label: 'See my orders', url },
    outro: ['Mark the order processed once the enrollment is handled.'],
  }),
});
