import { index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, tz } from './_columns.js';
import { invitationStatusEnum } from './enums.js';
import { users } from './users.js';
import { itineraries } from './itineraries.js';
import { children } from './children.js';

/**
 * A friend invited to an itinerary. parent_id is the friend's user id, null until the invited
 * e-mail has an account. `text` is the inviter's message; `comment` the friend's reply.
 */
export const parentsItineraries = pgTable(
  'parents_itineraries',
  {
    id: id(),
    itineraryId: integer()
      .notNull()
      .references(() => itineraries.id, { onDelete: 'cascade' }),
    parentId: integer().references(() => users.id, { onDelete: 'cascade' }),
    friendEmail: varchar({ length: 255 }).notNull(),
    friendName: varchar({ length: 255 }),
    invitedById: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The friend's own child who joins, chosen on accepting ('Choose a child'). */
    childId: integer().references(() => children.id, { onDelete: 'set null' }),
    status: invitationStatusEnum().notNull().default('draft'),
    comment: text(),
    text: text(),
    respondedAt: tz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('parents_itineraries_itinerary_email_uq').on(t.itineraryId, t.friendEmail),
    index('parents_itineraries_parent_idx').on(t.parentId),
    index('parents_itineraries_invited_by_idx').on(t.invitedById),
    index('parents_itineraries_email_idx').on(t.friendEmail),
    index('parents_itineraries_child_idx').on(t.childId),
  ],
);
