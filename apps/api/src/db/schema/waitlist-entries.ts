import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { WAITLIST_STATUSES } from '@camp/shared/waitlist';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { users } from './users.js';
import { itineraryActivities } from './itinerary-activities.js';
import { activities } from './activities.js';

/**
 * A family in line for a seat of a full activity (decision 0063). The line is ordered by
 * created_at then id. An entry moves waiting → offered (a freed seat taken for it, held until
 * offer_expires_at) → claimed (a checkout took the seat over) or expired; it may be left while
 * waiting or offered. Every move is a conditional UPDATE on the status, so it happens once.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    parentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itineraryActivityId: integer()
      .notNull()
      .references(() => itineraryActivities.id, { onDelete: 'cascade' }),
    /** The activity whose seats the line waits for (the itinerary activity's, kept for the queue index). */
    activityId: integer()
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    status: varchar({ length: 16, enum: WAITLIST_STATUSES }).notNull().default('waiting'),
    offeredAt: tz(),
    offerExpiresAt: tz(),
    /** When it left the line (claimed, expired or left). */
    endedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One place in line per itinerary activity at a time; after leaving or an expired offer the
    // family may join again, at the back.
    uniqueIndex('waitlist_entries_open_uq')
      .on(t.itineraryActivityId)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waitlist_entries_line_idx')
      .on(t.activityId, t.createdAt, t.id)
      .where(sql`${t.status} = 'waiting'`),
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    index('waitlist_entries_parent_idx').on(t.parentId),
    index('waitlist_entries_activity_idx').on(t.activityId),
    check(
      'waitlist_entries_status_ck',
      sql`${t.status} IN ('waiting', 'offered', 'claimed', 'expired', 'left')`,
    ),
    check(
      'waitlist_entries_offer_ck',
      sql`${t.status} <> 'offered' OR ${t.offerExpiresAt} IS NOT NULL`,
    ),
  ],
);
