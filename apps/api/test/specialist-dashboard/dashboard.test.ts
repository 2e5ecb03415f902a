import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ITINERARY_STATUSES, type ItineraryStatus } from '@camp/shared/enums';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PAGE_SIZE,
  dashboardItineraryResponseSchema,
} from '@camp/shared/specialist-dashboard';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { DAY, LIST_URL, itineraryRow, listPage, makeItinerary } from './helpers.js';

let t: TestApp;
let token: string;
let specialistId: number;
const PAID = { type: 'Premium', status: 'paid' } as const;

/** Ids made per status by the list fixture, newest last. */
const made = new Map<ItineraryStatus, number[]>();
const FIXTURE: Record<ItineraryStatus, number> = {
  draft: DASHBOARD_PAGE_SIZE + 2,
  in_progress: 2,
  review: 1,
  alternate_request: 1,
  accepted: 2,
  approved: 1,
  canceled: 1,
};

beforeAll(async () => {
  t = await createTestApp();
  const specialist = await makeUser(t, { role: 'Specialist', name: 'Sam Specialist' });
  specialistId = specialist.id;
  token = (await signIn(t, 'Specialist', specialist)).token;
  let age = 30 * DAY;
  for (const status of ITINERARY_STATUSES) {
    for (let i = 0; i < FIXTURE[status]; i += 1) {
      age -= 60_000;
      const { id } = await makeItinerary(t, {
        status,
        order: PAID,
        submittedAgoMs: age,
        specialistId: status === 'draft' ? undefined : specialistId,
      });
      made.set(status, [...(made.get(status) ?? []), id]);
    }
  }
}, 60_000);
afterAll(async () => t?.close());

const newestFirst = (status: ItineraryStatus) => [...(made.get(status) ?? [])].reverse();

async function counts() {
  return (await listPage(t, token)).pagy.vars.statuses;
}

async function auditRows(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itineraries'), eq(auditLog.entityId, id)));
}

describe('GET /api/v1/specialists/itineraries', () => {
  it('counts every status and lists each tab newest first', async () => {
    const first = await listPage(t, token);
    expect(first.pagy.vars.statuses).toEqual(FIXTURE);
    for (const status of ITINERARY_STATUSES) {
      const page = await listPage(t, token, { by_status: status });
      expect(page.pagy.count).toBe(FIXTURE[status]);
      expect(page.itineraries.every((i) => i.status === status)).toBe(true);
      expect(page.itineraries.map((i) => i.id)).toEqual(
        newestFirst(status).slice(0, DASHBOARD_PAGE_SIZE),
      );
    }
  });

  it('defaults to the New tab (draft) and shows parent, child, payment and specialist', async () => {
    const page = await listPage(t, token);
    expect(page.itineraries[0]!.status).toBe('draft');
    const item = page.itineraries[0]!;
    expect(item).toMatchObject({
      parent_name: 'Pat Example',
      child_name: 'Robin',
      paid: true,
      assignable: true,
      specialist: null,
      parent: { package_type: 'Premium', order_status: 'paid' },
    });
    const taken = (await listPage(t, token, { by_status: 'in_progress' })).itineraries[0]!;
    expect(taken.specialist).toMatchObject({ id: specialistId, name: 'Sam Specialist' });
  });

  it('pages by 10; a bad page reads as 1 and a page past the end as the last', async () => {
    const want = newestFirst('draft');
    const p2 = await listPage(t, token, { page: '2' });
    expect(p2.pagy).toMatchObject({ page: 2, pages: 2, count: want.length });
    expect(p2.itineraries.map((i) => i.id)).toEqual(want.slice(DASHBOARD_PAGE_SIZE));
    expect((await listPage(t, token, { page: '99' })).pagy.page).toBe(2);
    expect((await listPage(t, token, { page: 'abc' })).pagy.page).toBe(1);
    expect((await listPage(t, token, { page: '-3' })).pagy.page).toBe(1);
    const empty = await listPage(t, token, { by_status: 'approved', page: '5' });
    expect(empty.pagy).toMatchObject({ page: 1, pages: 1, count: 1 });
  });

  it('refuses an unknown status with 422', async () => {
    const res = await call(t, 'GET', LIST_URL, undefined, { token, query: { by_status: 'done' } });
    expect(res.statusCode).toBe(422);
  });
});

describe('service targets', () => {
  it('flags overdue itineraries and can sort them to the top', async () => {
    // Fresh ones (0 business hours) first by date; an overdue one is the oldest.
    const before = await counts();
    const late = await makeItinerary(t, { order: PAID, submittedAgoMs: 40 * DAY });
    const fresh = await makeItinerary(t, { order: PAID, submittedAgoMs: 0 });
    const byDate = await listPage(t, token);
    expect(byDate.itineraries[0]!.id).toBe(fresh.id);
    const freshItem = byDate.itineraries[0]!;
    expect(freshItem.service).toMatchObject({
      intro_overdue: false,
      first_itinerary_overdue: false,
      overdue: false,
      intro_target_hours: 8,
      first_itinerary_target_hours: 16,
    });
    expect(freshItem.service.business_hours_elapsed).toBeLessThan(1);

    const sorted = await listPage(t, token, { sort: 'overdue' });
    expect(sorted.itineraries[0]!.id).toBe(late.id);
    expect(sorted.itineraries[0]!.service).toMatchObject({
      intro_overdue: true,
      first_itinerary_overdue: true,
      overdue: true,
    });
    // 40 days hold at least 5 full weeks of business hours.
    expect(sorted.itineraries[0]!.service.business_hours_elapsed).toBeGreaterThanOrEqual(200);
    // Overdue ones come first, longest wait first; then the rest.
    const flags = sorted.itineraries.map((i) => i.service.overdue);
    expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
    expect((await counts()).draft).toBe(before.draft + 2);
    // Leave the fixture's counts as they were for the tests below.
    for (const { id } of [late, fresh]) {
      await call(t, 'PUT', `${LIST_URL}/${id}`, { itinerary_action: 'cancel' }, { token });
    }
  });

  it('an in-progress itinerary is overdue only for the first-itinerary target', async () => {
    const it1 = await makeItinerary(t, {
      status: 'in_progress',
      order: PAID,
      submittedAgoMs: 40 * DAY,
      specialistId,
    });
    const sorted = await listPage(t, token, { by_status: 'in_progress', sort: 'overdue' });
    expect(sorted.itineraries[0]).toMatchObject({
      id: it1.id,
      service: { intro_overdue: false, first_itinerary_overdue: true, overdue: true },
    });
    await call(t, 'PUT', `${LIST_URL}/${it1.id}`, { itinerary_action: 'cancel' }, { token });
  });
});

describe('Assign to me (GET …/{id}/apply)', () => {
  it('moves a paid draft with a child name to in_progress, assigned, audited; counts follow', async () => {
    const { id } = await makeItinerary(t, { order: PAID });
    const before = await counts();
    const res = await call(t, 'GET', `${LIST_URL}/${id}/apply`, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = dashboardItineraryResponseSchema.parse(res.json());
    expect(body.itinerary).toMatchObject({ id, status: 'in_progress' });
    expect(body.itinerary.specialist?.id).toBe(specialistId);
    const row = await itineraryRow(t, id);
    expect(row).toMatchObject({ status: 'in_progress', specialistId });
    const after = await counts();
    expect(after.draft).toBe(before.draft - 1);
    expect(after.in_progress).toBe(before.in_progress + 1);
    const audit = await auditRows(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: specialistId,
      action: 'assign',
      fromStatus: 'draft',
      toStatus: 'in_progress',
    });
  });

  it('a paid one-time Basic order counts as paid', async () => {
    const { id } = await makeItinerary(t, { order: { type: 'Basic', status: 'paid' } });
    const res = await call(t, 'GET', `${LIST_URL}/${id}/apply`, undefined, { token });
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each([
    ['no order', undefined],
    ['a pending order', { type: 'Premium', status: 'pending' } as const],
    ['a failed payment', { type: 'Premium', status: 'payment_failed' } as const],
  ])('refuses a parent with %s: Not Paid, nothing changed', async (_label, order) => {
    const { id } = await makeItinerary(t, { order });
    const listed = (await listPage(t, token)).itineraries.find((i) => i.id === id)!;
    expect(listed).toMatchObject({ paid: false, assignable: false });
    const res = await call(t, 'GET', `${LIST_URL}/${id}/apply`, undefined, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base).toEqual([DASHBOARD_MESSAGES.notPaid]);
    expect(await itineraryRow(t, id)).toMatchObject({ status: 'draft', specialistId: null });
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('refuses an itinerary without a child name, nothing changed', async () => {
    const { id } = await makeItinerary(t, { order: PAID, childName: null });
    const listed = (await listPage(t, token)).itineraries.find((i) => i.id === id)!;
    expect(listed).toMatchObject({ child_name: null, paid: true, assignable: false });
    const res = await call(t, 'GET', `${LIST_URL}/${id}/apply`, undefined, { token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors._base).toEqual([DASHBOARD_MESSAGES.noChildName]);
    expect(await itineraryRow(t, id)).toMatchObject({ status: 'draft', specialistId: null });
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('refuses an itinerary that is not new (409) and a missing one (404)', async () => {
    const { id } = await makeItinerary(t, { status: 'review', order: PAID, specialistId });
    const res = await call(t, 'GET', `${LIST_URL}/${id}/apply`, undefined, { token });
    expect(res.statusCode).toBe(409);
    expect(res.json().errors._base).toEqual([DASHBOARD_MESSAGES.notDraft]);
    expect((await itineraryRow(t, id)).status).toBe('review');
    for (const bad of ['999999', 'abc']) {
      const missing = await call(t, 'GET', `${LIST_URL}/${bad}/apply`, undefined, { token });
      expect(missing.statusCode).toBe(404);
    }
  });
});

describe('cancel and approve (PUT …/{id})', () => {
  const update = (id: number, action: string) =>
    call(t, 'PUT', `${LIST_URL}/${id}`, { itinerary_action: action }, { token });

  it.each(['draft', 'in_progress', 'review', 'alternate_request', 'accepted'] as const)(
    'cancels from %s, audited, counts follow',
    async (status) => {
      const { id } = await makeItinerary(t, { status, order: PAID });
      const before = await counts();
      const res = await update(id, 'cancel');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().itinerary.status).toBe('canceled');
      const row = await itineraryRow(t, id);
      expect(row.status).toBe('canceled');
      expect(row.canceledAt).not.toBeNull();
      const after = await counts();
      expect(after[status]).toBe(before[status] - 1);
      expect(after.canceled).toBe(before.canceled + 1);
      expect(await auditRows(id)).toMatchObject([
        { action: 'cancel', fromStatus: status, toStatus: 'canceled', actorId: specialistId },
      ]);
    },
  );

  it.each(['approved', 'canceled'] as const)('refuses to cancel from %s', async (status) => {
    const { id } = await makeItinerary(t, { status, order: PAID });
    const res = await update(id, 'cancel');
    expect(res.statusCode).toBe(409);
    expect(res.json().errors._base).toEqual([DASHBOARD_MESSAGES.cannotCancel]);
    expect((await itineraryRow(t, id)).status).toBe(status);
    expect(await auditRows(id)).toHaveLength(0);
  });

  it('approves from accepted, audited', async () => {
    const { id } = await makeItinerary(t, { status: 'accepted', order: PAID, specialistId });
    const res = await update(id, 'approve');
    expect(res.statusCode, res.body).toBe(200);
    const row = await itineraryRow(t, id);
    expect(row.status).toBe('approved');
    expect(row.approvedAt).not.toBeNull();
    expect(await auditRows(id)).toMatchObject([
      { action: 'approve', fromStatus: 'accepted', toStatus: 'approved' },
    ]);
  });

  it.each(['draft', 'in_progress', 'review', 'alternate_request', 'approved', 'canceled'] as const)(
    'refuses to approve from %s',
    async (status) => {
      const { id } = await makeItinerary(t, { status, order: PAID });
      const res = await update(id, 'approve');
      expect(res.statusCode).toBe(409);
      expect(res.json().errors._base).toEqual([DASHBOARD_MESSAGES.approveOnlyAccepted]);
      expect((await itineraryRow(t, id)).status).toBe(status);
      expect(await auditRows(id)).toHaveLength(0);
    },
  );

  it('refuses an unknown action (422) and a missing itinerary (404)', async () => {
    const { id } = await makeItinerary(t, { status: 'accepted', order: PAID });
    expect((await update(id, 'delete')).statusCode).toBe(422);
    expect((await itineraryRow(t, id)).status).toBe('accepted');
    expect((await update(999999, 'cancel')).statusCode).toBe(404);
  });
});

describe('who may call', () => {
  it('answers 403 to a parent, a camp director and an admin, 401 without a token; nothing changes', async () => {
    const { id } = await makeItinerary(t, { status: 'accepted', order: PAID });
    const draft = await makeItinerary(t, { order: PAID });
    for (const role of ['Parent', 'CampDirector', 'Admin'] as const) {
      const user = await makeUser(t, {
        role,
        ...(role === 'CampDirector' ? { director: 'active' as const } : {}),
      });
      const other = (await signIn(t, role, user)).token;
      expect((await call(t, 'GET', LIST_URL, undefined, { token: other })).statusCode).toBe(403);
      expect(
        (await call(t, 'GET', `${LIST_URL}/${draft.id}/apply`, undefined, { token: other }))
          .statusCode,
      ).toBe(403);
      for (const action of ['cancel', 'approve']) {
        const res = await call(
          t,
          'PUT',
          `${LIST_URL}/${id}`,
          { itinerary_action: action },
          { token: other },
        );
        expect(res.statusCode).toBe(403);
      }
    }
    expect((await call(t, 'GET', LIST_URL)).statusCode).toBe(401);
    expect((await call(t, 'GET', `${LIST_URL}/${draft.id}/apply`)).statusCode).toBe(401);
    expect(
      (await call(t, 'PUT', `${LIST_URL}/${id}`, { itinerary_action: 'cancel' })).statusCode,
    ).toBe(401);
    expect((await itineraryRow(t, id)).status).toBe('accepted');
    expect(await itineraryRow(t, draft.id)).toMatchObject({ status: 'draft', specialistId: null });
  });
});
