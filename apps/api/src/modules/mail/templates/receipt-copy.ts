import { z } from 'zod';
import { defineTemplate, nameAndUrl } from './define.js';
import { greeting } from './layout.js';

const line = z.string().max(400);

/**
 * A copy of one receipt, sent when the parent asks for it from the receipts page. Amounts come
 * formatted; the button leads to the page where the receipt downloads as a PDF.
 */
export const receiptCopy = defineTemplate({
  schema: nameAndUrl.extend({
    /** 'A-000123'. */
    number: line,
    paid_on: line,
    description: line,
    /** 'Lake Week for Riley, Jun 1 – Jun 5, 2026, Pine Lake Camp (Tax ID 12-3456789): $360.05'. */
    items: z.array(line).max(100),
    amount: line,
    refunded: line.optional(),
    net: line,
  }),
  content: ({ name, url, number, paid_on, description, items, amount, refunded, net }) => ({
    subject: `Your Camp Concierge receipt ${number}`,
    preheader: `Receipt ${number}: ${net} paid on ${paid_on}.`,
    heading: `Receipt ${number}`,
    greeting: greeting(name),
    intro: [
      `Paid on ${paid_on}: ${description}`,
      ...items,
      `Total paid: ${amount}`,
      ...(refunded ? [`Refunded: ${refunded}`] : []),
      `Net paid: ${net}`,
    ],
    action: { label: 'Download the PDF', url },
    outro: [
      'Keep this e-mail as your receipt. Questions about a charge? Just reply to this e-mail.',
    ],
  }),
});
