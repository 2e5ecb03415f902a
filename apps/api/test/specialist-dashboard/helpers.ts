import { eq } from 'drizzle-orm';
import type { ItineraryStatus, OrderStatus, PackageType } from '@camp/shared/enums';
import { dashboardListSchema, type DashboardList } from '@camp/shared/specialist-dashboard';
import { expect } from 'vitest';
import { itineraries } from '../../src/db/schema/itineraries.js';
import type { TestApp } from '../test-app.js';
import { call } from '../auth/helpers.js';
import { giveOrder, makeFamily } from '../factories.js';

export const LIST_URL = '/api/v1/specialists/itineraries';
export const DAY = 86_400_000;

/**
 * A parent's submitted questionnaire and its itinerary. `order` is the parent's latest order
 * (a package type and status), none when omitted.
 */
export async function makeItinerary(
  t: TestApp,
  opts: {
    status?: ItineraryStatus;
    childName?: string | null;
    order?: { type: PackageType; status: OrderStatus };
    submittedAgoMs?: number;
    specialistId?: number;
    parentName?: string;
  } = {},
): Promise<{ id: number; parentId: number }> {
  const submittedAt = new Date(t.ctx.now().getTime() - (opts.submittedAgoMs ?? 0));
  const childName = opts.childName === undefined ? 'Robin' : opts.childName;
  const { parent, itinerary } = await makeFamily(t, {
    parentName: opts.parentName ?? 'Pat Example',
    child: childName ? { firstName: childName, age: null, risingGradeLevel: null } : null,
    questionnaire: { submittedAt, childFirstName: childName, age: null, interests: [] },
    itinerary: {
      status: opts.status ?? 'draft',
      specialistId: opts.specialistId ?? null,
      createdAt: submittedAt,
      updatedAt: submittedAt,
    },
  });
  if (opts.order) {
    const { type, status } = opts.order;
    await giveOrder(t, parent.id, type, status, status === 'paid' ? submittedAt : null);
  }
  return { id: itinerary.id, parentId: parent.id };
}

export async function listPage(
  t: TestApp,
  token: string,
  query: Record<string, string> = {},
): Promise<DashboardList> {
  const res = await call(t, 'GET', LIST_URL, undefined, { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return dashboardListSchema.parse(res.json());
}

export async function itineraryRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(itineraries).where(eq(itineraries.id, id));
  return row!;
}
