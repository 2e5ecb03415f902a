import { and, eq } from 'drizzle-orm';
import type { ItineraryStatus } from '@camp/shared/enums';
import { auditLog } from '../../../src/db/schema/audit-log.js';
import { changeRequests } from '../../../src/db/schema/change-requests.js';
import { itineraries } from '../../../src/db/schema/itineraries.js';
import type { TestApp } from '../../test-app.js';
import { call } from '../../auth/helpers.js';
import { makeActivity, makeItineraryActivity, makeQuestionnaire } from '../../factories.js';

// The parent–specialist loop's fixtures: itineraries straight in the database in any status,
// with activities, and what a test reads back to prove a refused call changed nothing.

export const parentUrl = (id: number | string) => `/api/v1/parents/itineraries/${id}`;

export const acceptBody = { itinerary: { status: 'accepted' } };
export const changesBody = (activityId: number, more = 'Is there a later week?') => ({
  itinerary: {
    status: 'alternate_request',
    change_requests_attributes: [
      { activity_id: activityId, reason: 'Price,Date', more_information: more },
    ],
  },
});

export interface LoopItinerary {
  id: number;
  activityIds: number[];
}

/**
 * An itinerary of `parentId` for a new child, assigned to `specialistId`, in `status`, with two
 * activities of `programId` (Monday to Friday, mornings and afternoons). `pending` adds an
 * unanswered change request.
 */
export async function makeLoopItinerary(
  t: TestApp,
  opts: {
    parentId: number;
    specialistId: number | null;
    programId: number;
    status: ItineraryStatus;
    pending?: boolean;
    childName?: string;
  },
): Promise<LoopItinerary> {
  const { child, questionnaire } = await makeQuestionnaire(t, opts.parentId, {
    child: { firstName: opts.childName ?? 'Riley' },
    questionnaire: { startDate: '2027-06-14', endDate: '2027-06-18' },
  });
  const [it] = await t.db
    .insert(itineraries)
    .values({
      parentId: opts.parentId,
      childId: child!.id,
      questionnaireId: questionnaire.id,
      specialistId: opts.specialistId,
      status: opts.status,
    })
    .returning();
  const morning = await makeActivity(t, opts.programId, {
    name: 'Lake Week',
    startTime: '09:00',
    endTime: '12:00',
  });
  const afternoon = await makeActivity(t, opts.programId, {
    name: 'Art Afternoons',
    startTime: '13:00',
    endTime: '16:00',
  });
  for (const a of [morning, afternoon]) {
    await makeItineraryActivity(t, { itineraryId: it!.id, activityId: a.id });
  }
  if (opts.pending) {
    await t.db.insert(changeRequests).values({
      itineraryId: it!.id,
      activityId: morning.id,
      requestedById: opts.parentId,
      reason: 'Date',
      moreInformation: 'Another week?',
    });
  }
  return { id: it!.id, activityIds: [morning.id, afternoon.id] };
}

/** What a refused call must leave as it was. */
export async function snapshot(t: TestApp, id: number) {
  const [it] = await t.db.select().from(itineraries).where(eq(itineraries.id, id));
  const requests = await t.db
    .select()
    .from(changeRequests)
    .where(eq(changeRequests.itineraryId, id));
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, id)));
  return {
    status: it!.status,
    updatedAt: it!.updatedAt.toISOString(),
    requests: requests.length,
    resolved: requests.filter((r) => r.resolvedAt !== null).length,
    audit: audit.length,
  };
}

export function putItinerary(t: TestApp, id: number | string, body: unknown, token?: string) {
  return call(t, 'PUT', parentUrl(id), body, token ? { token } : {});
}
