import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES, ordersResponseSchema, type Order } from '@camp/shared/order';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { users } from '../../src/db/schema/users.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn } from '../auth/helpers.js';
import { makeProgram } from '../director-activities/helpers.js';
import { makeActivity, makeFamily, makeItineraryActivity } from '../factories.js';

const ORDERS = '/api/v1/camp_directors/orders';
const PROCESSED = '/api/v1/camp_directors/processed_itinerary_activities';
const PAGE_SIZE = 10;

let t: TestApp;
let token: string;
let directorId: number;
let otherToken: string;
let programId: number;
let otherProgramId: number;

beforeAll(async () => {
  t = await createTestApp();
  const director = await makeUser(t, {
    role: 'CampDirector',
    name: 'Chris Alston',
    director: 'active',
  });
  directorId = director.id;
  token = (await signIn(t, 'CampDirector', director)).token;
  const other = await makeUser(t, { role: 'CampDirector', name: 'Sam Other', director: 'active' });
  otherToken = (await signIn(t, 'CampDirector', other)).token;
  programId = (await makeProgram(t, director.id, { name: 'Oak Grove Camp' })).id;
  otherProgramId = (await makeProgram(t, other.id, { name: 'Elsewhere Camp' })).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

interface OrderOptions {
  providerId?: number;
  paymentStatus?: 'paid' | 'booking_available';
  paidAt?: Date;
  processed?: boolean;
  /** Leave the parent's contact data and the child empty. */
  bare?: boolean;
}

/** A parent with a child, a submitted questionnaire, an itinerary and one itinerary activity. */
async function makeOrder(opts: OrderOptions = {}) {
  const bare = opts.bare ?? false;
  const { parent, itinerary } = await makeFamily(t, {
    parentName: bare ? ' ' : 'Jamie Fox',
    child: bare ? null : {},
    itinerary: { status: 'approved' },
  });
  await t.db
    .update(users)
    .set(
      bare
        ? { name: '', firstName: '', lastName: '' }
        : { phoneNumber: '+19195550123', address: '12 Elm St, Raleigh, NC', zipCode: '27603' },
    )
    .where(eq(users.id, parent.id));
  const activity = await makeActivity(t, opts.providerId ?? programId);
  const paid = (opts.paymentStatus ?? 'paid') === 'paid';
  const ia = await makeItineraryActivity(t, {
    itineraryId: itinerary.id,
    activityId: activity.id,
    processed: opts.processed ?? false,
    ...(paid ? { paidBy: parent.id, paidAt: opts.paidAt ?? t.ctx.now() } : {}),
  });
  return { ia, activity, parent };
}

async function list(page?: number, as = token) {
  const res = await call(t, 'GET', ORDERS, undefined, {
    token: as,
    ...(page !== undefined ? { query: { page: String(page) } } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return ordersResponseSchema.parse(res.json());
}

async function processedOf(id: number): Promise<boolean> {
  const [row] = await t.db
    .select({ processed: itineraryActivities.processed })
    .from(itineraryActivities)
    .where(eq(itineraryActivities.id, id));
  return row!.processed;
}

async function auditOf(id: number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'itinerary_activities'), eq(auditLog.entityId, id)))
    .orderBy(asc(auditLog.id));
}

describe('GET /api/v1/camp_directors/orders', () => {
  it('answers an empty list before any enrollment is paid', async () => {
    const fresh = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const session = await signIn(t, 'CampDirector', fresh);
    expect(await list(undefined, session.token)).toEqual({
      orders: [],
      pagy: { count: 0, pages: 1, page: 1 },
    });
  });

  it('shows every field of a paid order, and null where the data is missing', async () => {
    const full = await makeOrder({ paidAt: new Date('2030-01-02T10:00:00Z') });
    const bare = await makeOrder({ bare: true, paidAt: new Date('2030-01-01T10:00:00Z') });
    const { orders } = await list();
    const byId = new Map(orders.map((o) => [o.id, o]));
    expect(byId.get(full.ia.id)).toEqual<Order>({
      id: full.ia.id,
      processed: false,
      parent_name: 'Jamie Fox',
      parent_email: full.parent.email,
      parent_phone_number: '+19195550123',
      parent_address: '12 Elm St, Raleigh, NC',
      parent_zip_code: '27603',
      child_name: 'Riley',
      paid_at: '2030-01-02T10:00:00.000Z',
      activity: {
        id: full.activity.id,
        name: full.activity.name,
        sku: full.activity.sku,
        provider_name: 'Oak Grove Camp',
        start_date: '2027-06-14',
        end_date: '2027-06-18',
      },
    });
    expect(byId.get(bare.ia.id)).toMatchObject({
      parent_name: null,
      parent_email: bare.parent.email,
      parent_phone_number: null,
      parent_address: null,
      parent_zip_code: null,
      child_name: null,
    });
  });

  it("falls back to the questionnaire's address, zip and child name", async () => {
    const order = await makeOrder({ bare: true });
    await t.db
      .update(questionnaires)
      .set({ addressStreet: '5 Pine Rd, Cary, NC', zipCode: '27511', childFirstName: 'Sky' })
      .where(eq(questionnaires.parentId, order.parent.id));
    const { orders } = await list();
    expect(orders.find((o) => o.id === order.ia.id)).toMatchObject({
      parent_address: '5 Pine Rd, Cary, NC',
      parent_zip_code: '27511',
      child_name: 'Sky',
    });
  });

  it("lists only the director's own paid orders", async () => {
    const mine = await makeOrder();
    const unpaid = await makeOrder({ paymentStatus: 'booking_available' });
    const theirs = await makeOrder({ providerId: otherProgramId });
    const ids = (await list()).orders.map((o) => o.id);
    expect(ids).toContain(mine.ia.id);
    expect(ids).not.toContain(unpaid.ia.id);
    expect(ids).not.toContain(theirs.ia.id);
    const otherIds = (await list(undefined, otherToken)).orders.map((o) => o.id);
    expect(otherIds).toEqual([theirs.ia.id]);
  });

  it('pages newest payment first with count, pages and page', async () => {
    const fresh = await makeUser(t, { role: 'CampDirector', director: 'active' });
    const session = await signIn(t, 'CampDirector', fresh);
    const program = (await makeProgram(t, fresh.id, { name: 'Paging Camp' })).id;
    const made: number[] = [];
    for (let i = 0; i < PAGE_SIZE + 2; i++) {
      const o = await makeOrder({
        providerId: program,
        paidAt: new Date(Date.UTC(2031, 0, 1 + i)),
      });
      made.push(o.ia.id);
    }
    const newestFirst = [...made].reverse();
    const first = await list(1, session.token);
    expect(first.pagy).toEqual({ count: PAGE_SIZE + 2, pages: 2, page: 1 });
    expect(first.orders.map((o) => o.id)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    const second = await list(2, session.token);
    expect(second.pagy).toEqual({ count: PAGE_SIZE + 2, pages: 2, page: 2 });
    expect(second.orders.map((o) => o.id)).toEqual(newestFirst.slice(PAGE_SIZE));
    const past = await list(3, session.token);
    expect(past).toEqual({ orders: [], pagy: { count: PAGE_SIZE + 2, pages: 2, page: 3 } });
  });

  it('refuses a page that is not a positive whole number', async () => {
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const res = await call(t, 'GET', ORDERS, undefined, { token, query: { page } });
      expect(res.statusCode, page).toBe(422);
      expect(res.json()).toEqual({ errors: { page: ['Page is invalid'] } });
    }
  });

  it('is for signed-in camp directors only', async () => {
    expect((await call(t, 'GET', ORDERS)).statusCode).toBe(401);
    for (const role of ['Parent', 'Specialist', 'Admin'] as const) {
      const user = await makeUser(t, { role });
      const session = await signIn(t, role, user);
      const res = await call(t, 'GET', ORDERS, undefined, { token: session.token });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toEqual({
        errors: { _base: ['You are not allowed to do this.'] },
        _base: ['You are not allowed to do this.'],
      });
    }
  });
});

describe('POST /api/v1/camp_directors/processed_itinerary_activities', () => {
  it('ticks and unticks Processed, writing each change to the audit log', async () => {
    const { ia } = await makeOrder();
    const on = await call(
      t,
      'POST',
      PROCESSED,
      { itinerary_activity_id: ia.id, processed: true },
      { token },
    );
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toEqual({ id: ia.id, processed: true });
    expect(await processedOf(ia.id)).toBe(true);
    expect((await list()).orders.find((o) => o.id === ia.id)?.processed).toBe(true);

    const off = await call(
      t,
      'POST',
      PROCESSED,
      { itinerary_activity_id: ia.id, processed: false },
      { token },
    );
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ id: ia.id, processed: false });
    expect(await processedOf(ia.id)).toBe(false);

    const audit = await auditOf(ia.id);
    expect(audit.map((a) => [a.actorId, a.action, a.fromStatus, a.toStatus, a.data])).toEqual([
      [directorId, 'order_processed', 'unprocessed', 'processed', { processed: true }],
      [directorId, 'order_unprocessed', 'processed', 'unprocessed', { processed: false }],
    ]);
  });

  it('changes nothing and writes no audit row when the value is already set', async () => {
    const { ia } = await makeOrder({ processed: true });
    const res = await call(
      t,
      'POST',
      PROCESSED,
      { itinerary_activity_id: ia.id, processed: true },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: ia.id, processed: true });
    expect(await processedOf(ia.id)).toBe(true);
    expect(await auditOf(ia.id)).toEqual([]);
  });

  it("answers 404 for another director's order, an unpaid one or an unknown id, changing nothing", async () => {
    const theirs = await makeOrder({ providerId: otherProgramId });
    const unpaid = await makeOrder({ paymentStatus: 'booking_available' });
    for (const id of [theirs.ia.id, unpaid.ia.id, 2_000_000_000]) {
      const res = await call(
        t,
        'POST',
        PROCESSED,
        { itinerary_activity_id: id, processed: true },
        { token },
      );
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({
        errors: { _base: ['Order not found'] },
        _base: ['Order not found'],
      });
    }
    expect(await processedOf(theirs.ia.id)).toBe(false);
    expect(await processedOf(unpaid.ia.id)).toBe(false);
    expect(await auditOf(theirs.ia.id)).toEqual([]);
    expect(await auditOf(unpaid.ia.id)).toEqual([]);
    // The owner still can.
    const own = await call(
      t,
      'POST',
      PROCESSED,
      { itinerary_activity_id: theirs.ia.id, processed: true },
      { token: otherToken },
    );
    expect(own.statusCode).toBe(200);
  });

  it('answers 422 for a missing id or a flag that is not a boolean, changing nothing', async () => {
    const { ia } = await makeOrder();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ processed: true }, { itinerary_activity_id: [ORDER_MESSAGES.idRequired] }],
      [{ itinerary_activity_id: ia.id }, { processed: [ORDER_MESSAGES.processedRequired] }],
      [
        { itinerary_activity_id: ia.id, processed: 'true' },
        { processed: [ORDER_MESSAGES.processedInvalid] },
      ],
      [
        { itinerary_activity_id: ia.id, processed: 1 },
        { processed: [ORDER_MESSAGES.processedInvalid] },
      ],
      [
        { itinerary_activity_id: 'abc', processed: true },
        { itinerary_activity_id: [ORDER_MESSAGES.idInvalid] },
      ],
      [
        { itinerary_activity_id: -4, processed: true },
        { itinerary_activity_id: [ORDER_MESSAGES.idInvalid] },
      ],
      [
        {},
        {
          itinerary_activity_id: [ORDER_MESSAGES.idRequired],
          processed: [ORDER_MESSAGES.processedRequired],
        },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await call(t, 'POST', PROCESSED, body, { token });
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json(), JSON.stringify(body)).toEqual({ errors });
    }
    expect(await processedOf(ia.id)).toBe(false);
    expect(await auditOf(ia.id)).toEqual([]);
  });

  it('is for signed-in camp directors only (403 for other roles), changing nothing', async () => {
    const { ia } = await makeOrder();
    const body = { itinerary_activity_id: ia.id, processed: true };
    expect((await call(t, 'POST', PROCESSED, body)).statusCode).toBe(401);
    for (const role of ['Parent', 'Specialist', 'Admin'] as const) {
      const user = await makeUser(t, { role });
      const session = await signIn(t, role, user);
      const res = await call(t, 'POST', PROCESSED, body, { token: session.token });
      expect(res.statusCode, role).toBe(403);
    }
    const unconfirmed = await makeUser(t, { role: 'CampDirector', confirmed: false });
    const session = await signIn(t, 'CampDirector', unconfirmed);
    expect((await call(t, 'POST', PROCESSED, body, { token: session.token })).statusCode).toBe(403);
    expect(await processedOf(ia.id)).toBe(false);
    expect(await auditOf(ia.id)).toEqual([]);
  });
});
