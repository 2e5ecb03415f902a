import { z } from 'zod';
import type { EmailContent, LayoutEnv } from './layout.js';

/**
 * A mail template: a zod schema for its data (checked at enqueue time, so a bad link never
 * reaches an inbox) and a function that turns the data into content for the shared layout.
 */
export interface MailTemplate<S extends z.ZodType> {
  schema: S;
  content(data: z.output<S>, env: LayoutEnv): EmailContent;
}

export function defineTemplate<S extends z.ZodType>(template: MailTemplate<S>): MailTemplate<S> {
  return template;
}

/** Links in mail must be absolute web links: no javascript:, mailto: or relative paths. */
export const webUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.hostname });

/** The data most account mails need: who it is for and the one link to act on. */
export const nameAndUrl = z.object({
  name: z.string().max(200),
  url: webUrl,
});
