import { z } from 'zod';
import type { DbOrTx } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../lib/app-error.js';
import type { LayoutEnv, RenderedEmail } from './templates/layout.js';
import { renderLayout } from './templates/layout.js';
import type { MailTemplate } from './templates/define.js';
import {
  MAIL_TEMPLATES,
  type MailData,
  type MailMessage,
  type MailTemplateName,
} from './templates/registry.js';
import * as repo from './repository.js';
import { enqueueSend } from './worker.js';
import type { MailboxItem, MailboxMessage } from '@camp/shared/dev-mailbox';

export type { MailMessage, MailTemplateName, MailData } from './templates/registry.js';

const recipient = z.email();

/**
 * Render a template to subject, HTML, text and links. Throws when the data does not match the
 * template's schema: that is a programming error in the caller, not bad user input.
 */
export function renderMail<K extends MailTemplateName>(
  template: K,
  data: MailData<K>,
  env: LayoutEnv,
): RenderedEmail {
  // The registry is keyed by name, so the lookup's schema matches `data`; TypeScript cannot
  // correlate the two through the generic, hence the widening.
  const definition = MAIL_TEMPLATES[template] as unknown as MailTemplate<z.ZodType>;
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`Mail template '${template}': invalid data: ${z.prettifyError(parsed.error)}`);
  }
  return renderLayout(definition.content(parsed.data, env), env);
}

/**
 * Queue an e-mail: render it now and insert it into the outbox, with its send job, with `db`,
 * which should be the caller's transaction, so the mail and its job exist exactly when the
 * change that caused it commits. The job sends it (and retries) after the commit.
 */
export async function enqueueMail(
  db: DbOrTx,
  ctx: AppContext,
  message: MailMessage,
): Promise<{ id: number }> {
  if (!recipient.safeParse(message.to).success) {
    throw new Error(`Mail template '${message.template}': invalid recipient address`);
  }
  const rendered = renderMail(message.template, message.data, {
    appUrl: ctx.config.APP_URL,
  });
  const row = await repo.insertOutbox(db, {
    toAddress: message.to,
    subject: rendered.subject,
    template: message.template,
    html: rendered.html,
    text: rendered.text,
    meta: { links: rendered.links },
    availableAt: ctx.now(),
  });
  // Its send job, in the same transaction: one send per mail, retried by the job engine.
  await enqueueSend(db, row.id);
  return { id: row.id };
}

function linksOf(meta: Record<string, unknown>): string[] {
  const links = meta.links;
  return Array.isArray(links) ? links.filter((l): l is string => typeof l === 'string') : [];
}

function toItem(row: repo.OutboxSummary): MailboxItem {
  return {
    id: row.id,
    to: row.toAddress,
    subject: row.subject,
    template: row.template,
    status: row.status,
    transport: row.transport,
    attempts: row.attempts,
    last_error: row.lastError,
    links: linksOf(row.meta),
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox, newest first (the built-in mailbox); `to` filters by recipient, ignoring case. */
export async function listMailbox(
  ctx: AppContext,
  opts: { to?: string | undefined; limit?: number | undefined } = {},
): Promise<MailboxItem[]> {
  const rows = await repo.listRecent(ctx.db, { to: opts.to, limit: opts.limit ?? 100 });
  return rows.map(toItem);
}

export async function getMailboxMessage(ctx: AppContext, id: number): Promise<MailboxMessage> {
  const row = await repo.findById(ctx.db, id);
  if (!row) throw AppError.notFound('Mail not found');
  return { ...toItem(row), html: row.html, text: row.text };
}

/** Empties the mailbox; mail still waiting to be sent stays so nothing is lost. */
export async function clearMailbox(ctx: AppContext): Promise<{ deleted: number }> {
  return { deleted: await repo.deleteDelivered(ctx.db) };
}
