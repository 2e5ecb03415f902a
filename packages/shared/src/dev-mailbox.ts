import { z } from 'zod';

/**
 * The built-in dev mailbox (GET /api/dev/mailbox, /api/dev/mailbox/:id): the API's response
 * schemas and the web page's types, written once.
 */
export const mailboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  template: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  transport: z.string().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  /** Links in the mail, the main action first: lets tests follow a mail without parsing HTML. */
  links: z.array(z.string()),
  /** ISO 8601. */
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});

/** One mail with its bodies. */
export const mailboxMessageSchema = mailboxItemSchema.extend({
  html: z.string(),
  text: z.string(),
});

export const mailboxListSchema = z.object({ mails: z.array(mailboxItemSchema) });

/** One mail as the list shows it. */
export type MailboxItem = z.infer<typeof mailboxItemSchema>;
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type MailboxList = z.infer<typeof mailboxListSchema>;
