import { jsonb, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, tz } from './_columns.js';
import { paymentProviderEnum } from './enums.js';

/**
 * Webhook events already received: inserting (provider, event_id) first makes handling
 * idempotent when the provider retries or delivers twice.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: paymentProviderEnum().notNull(),
    eventId: varchar({ length: 255 }).notNull(),
    type: varchar({ length: 128 }).notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    processedAt: tz(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_events_provider_event_uq').on(t.provider, t.eventId)],
);
