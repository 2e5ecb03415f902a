import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import { activities } from '../../db/schema/activities.js';
import { children } from '../../db/schema/children.js';
import { itineraries } from '../../db/schema/itineraries.js';
import { users } from '../../db/schema/users.js';

// Reads for the friends' pages (invitations and 'Share with me'); every write is in the
// itineraries aggregate (data/itineraries/invitations.ts).

const specialists = alias(users, 'specialists');

/** An itinerary with its child's name and its specialist, for the friend's view and the mails. */
export async function itineraryHeaders(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ItineraryHeader>();
  const rows = await db
    .select({
      id: itineraries.id,
      status: itineraries.status,
      parentId: itineraries.parentId,
      specialistId: itineraries.specialistId,
      color: itineraries.color,
      childName: children.firstName,
      specialist: {
        name: specialists.name,
        email: specialists.email,
        photo: specialists.photoUrl,
      },
    })
    .from(itineraries)
    .leftJoin(children, eq(children.id, itineraries.childId))
    .leftJoin(specialists, eq(specialists.id, itineraries.specialistId))
    .where(inArray(itineraries.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}
export type ItineraryHeader = {
  id: number;
  status: (typeof itineraries.$inferSelect)['status'];
  parentId: number;
  specialistId: number | null;
  color: string | null;
  childName: string | null;
  specialist: { name: string; email: string; photo: string | null } | null;
};

/** The parent's own child, or null. */
export async function ownChild(db: DbOrTx, childId: number, parentId: number) {
  const [row] = await db
    .select({ id: children.id, firstName: children.firstName })
    .from(children)
    .where(and(eq(children.id, childId), eq(children.parentId, parentId)));
  return row ?? null;
}

/** The names of these activities, in start-date order. */
export async function activityNames(db: DbOrTx, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ name: activities.name })
    .from(activities)
    .where(inArray(activities.id, ids))
    .orderBy(activities.startDate, activities.name);
  return rows.map((r) => r.name);
}

/** Names and e-mails of users by id (inviting parents). */
export async function usersByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, { name: string; email: string }>();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, email: r.email }]));
}
