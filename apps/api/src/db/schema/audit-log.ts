import { index, inet, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt } from './_columns.js';
import { users } from './users.js';

/** Every state change (itinerary status, director validation, order payment...), append-only. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** Table name of the entity, e.g. 'itineraries'. */
    entityType: varchar({ length: 64 }).notNull(),
    entityId: integer().notNull(),
    action: varchar({ length: 64 }).notNull(),
    fromStatus: varchar({ length: 64 }),
    toStatus: varchar({ length: 64 }),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** The address the request that made the change came from; null for the product's own jobs. */
    ip: inet(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);
