import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { urlIntField } from '@camp/shared/number';
import { mailboxListSchema, mailboxMessageSchema } from '@camp/shared/dev-mailbox';
import { clearMailbox, getMailboxMessage, listMailbox } from '../mail/index.js';

/**
 * The built-in mailbox: the e-mail outbox read back, for people developing and for the browser
 * tests. Never registered in production, where these paths are plain 404s (the mail holds
 * sign-in and reset links).
 */
export async function devMailboxRoutes(app: FastifyInstance) {
  if (app.ctx.config.isProduction) return;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dev'];

  r.get(
    '/api/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'List mail, newest first (not in production)',
        querystring: z.object({
          to: z.string().max(255).optional(),
          limit: z.coerce.number().int().min(1).max(500).default(100),
        }),
        response: { 200: mailboxListSchema },
      },
    },
    async (request) => ({ mails: await listMailbox(app.ctx, request.query) }),
  );

  r.get(
    '/api/dev/mailbox/:id',
    {
      schema: {
        tags,
        summary: 'One mail with its HTML and text (not in production)',
        params: z.object({ id: urlIntField() }),
        response: { 200: mailboxMessageSchema },
      },
    },
    async (request) => getMailboxMessage(app.ctx, request.params.id),
  );

  r.delete(
    '/api/dev/mailbox',
    {
      schema: {
        tags,
        summary: 'Empty the mailbox; unsent mail stays (not in production)',
        response: { 200: z.object({ deleted: z.number().int() }) },
      },
    },
    async () => clearMailbox(app.ctx),
  );
}
