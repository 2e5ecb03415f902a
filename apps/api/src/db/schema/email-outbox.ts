import { index, integer, jsonb, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { outboxStatusEnum } from './enums.js';

/**
 * Every e-mail is written here in the same transaction as the change that caused it, then sent
 * by the outbox worker, so a crash after the commit loses none. Without SMTP_URL the sent rows
 * are the built-in mailbox shown at /dev/mailbox.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    /**
     * The mail's Message-ID (before the @): random, so it is unique across deployments and
     * databases, and kept, so a resend after a crash carries the same one.
     */
    messageId: uuid().notNull().defaultRandom(),
    toAddress: varchar({ length: 255 }).notNull(),
    subject: varchar({ length: 500 }).notNull(),
    template: varchar({ length: 64 }).notNull(),
    html: text().notNull(),
    text: text().notNull(),
    meta: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    status: outboxStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    availableAt: tz().notNull().defaultNow(),
    sentAt: tz(),
    /** 'smtp' or 'mailbox': which transport delivered it. */
    transport: varchar({ length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_outbox_pending_idx').on(t.status, t.availableAt),
    index('email_outbox_to_idx').on(t.toAddress),
  ],
);
