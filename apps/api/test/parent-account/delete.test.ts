import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ordersResponseSchema } from '@camp/shared/order';
import { activities } from '../../src/db/schema/activities.js';
import { calendarFeeds } from '../../src/db/schema/calendar-feeds.js';
import { auditLog } from '../../src/db/schema/audit-log.js';
import { changeRequests } from '../../src/db/schema/change-requests.js';
import { chatMessages } from '../../src/db/schema/chat-messages.js';
import { children } from '../../src/db/schema/children.js';
import { couponRedemptions } from '../../src/db/schema/coupon-redemptions.js';
import { coupons } from '../../src/db/schema/coupons.js';
import { itineraries } from '../../src/db/schema/itineraries.js';
import { itineraryActivities } from '../../src/db/schema/itinerary-activities.js';
import { orders } from '../../src/db/schema/orders.js';
import { packages } from '../../src/db/schema/packages.js';
import { parentsItineraries } from '../../src/db/schema/parents-itineraries.js';
import { parentsItineraryActivities } from '../../src/db/schema/parents-itinerary-activities.js';
import { questionnaires } from '../../src/db/schema/questionnaires.js';
import { subscriptions } from '../../src/db/schema/subscriptions.js';
import { localPaymentMethods } from '../../src/db/schema/local-payment-methods.js';
import { users } from '../../src/db/schema/users.js';
import { generateSku } from '../../src/lib/sku.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { call, makeUser, signIn, userRow } from '../auth/helpers.js';
import { makeDirector, makeProgram } from '../director-activities/helpers.js';

const DELETE = '/api/v1/parents';
const DAY = 24 * 3600_000;

let t: TestApp;
let directorToken: string;
let programId: number;

beforeAll(async () => {
  t = await createTestApp();
  const director = await makeDirector(t);
  directorToken = director.token;
  programId = (await makeProgram(t, director.id)).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

let seq = 0;
async function makeActivity() {
  seq += 1;
  const [row] = await t.db
    .insert(activities)
    .values({
      providerId: programId,
      name: `Robotics Week ${seq}`,
      url: 'https://camp.example/robotics',
      priceCents: 25_000,
      startDate: '2027-06-14',
      endDate: '2027-06-18',
      startTime: '09:00',
      endTime: '15:00',
      sku: generateSku(programId),
      campType: 'Day',
      mediaLink: 'https://camp.example/robotics.jpg',
      location: '1 Main St, Raleigh, NC 27601',
    })
    .returning();
  return row!;
}

async function makeItinerary(
  parentId: number,
  status: 'draft' | 'review' | 'approved',
  extra = {},
) {
  const [row] = await t.db
    .insert(itineraries)
    .values({
      parentId,
      status,
      location: '12 Elm St, Raleigh, NC',
      latitude: 35.77,
      longitude: -78.64,
      message: 'Hi Jamie, here is Riley’s summer plan.',
      ...extra,
    })
    .returning();
  return row!;
}

/**
 * A parent with everything a parent can have: profile, child, questionnaire, itineraries in
 * three states (one approved with a paid enrollment), friend invitations both ways, a change
 * request, chat messages, a paid monthly order with a coupon, a live subscription, a pending
 * reset link and an audit entry.
 */
async function makeFamily() {
  const parent = await makeUser(t, { name: 'Jamie Fox' });
  await t.db
    .update(users)
    .set({ phoneNumber: '+19195550123', address: '12 Elm St, Raleigh, NC', zipCode: '27603' })
    .where(eq(users.id, parent.id));
  const token = (await signIn(t, 'Parent', parent)).token;
  const friend = await makeUser(t, { name: 'Robin Friend' });

  const [child] = await t.db
    .insert(children)
    .values({ parentId: parent.id, firstName: 'Riley', age: 9, risingGradeLevel: 4 })
    .returning();
  const [questionnaire] = await t.db
    .insert(questionnaires)
    .values({
      parentId: parent.id,
      childId: child!.id,
      formId: randomBytes(32).toString('hex'),
      status: 'submitted',
      submittedAt: t.ctx.now(),
      childFirstName: 'Riley',
      age: 9,
      risingGradeLevel: 4,
      interests: ['Sports'],
      sportInterests: ['Soccer'],
      specifyAccessibility: 'Riley uses a wheelchair',
      otherInterests: 'Riley loves dinosaurs',
      lastComments: 'Call me at home',
      campName: 'Camp Riley went to',
      addressStreet: '12 Elm St, Raleigh, NC',
      zipCode: '27603',
      latitude: 35.77,
      longitude: -78.64,
    })
    .returning();
  const link = { childId: child!.id, questionnaireId: questionnaire!.id };
  const approved = await makeItinerary(parent.id, 'approved', link);
  const draft = await makeItinerary(parent.id, 'draft', link);
  const review = await makeItinerary(parent.id, 'review', link);

  const activity = await makeActivity();
  const [enrollment] = await t.db
    .insert(itineraryActivities)
    .values({
      itineraryId: approved.id,
      activityId: activity.id,
      paymentStatus: 'paid',
      amountCents: 27_500,
      paidAt: t.ctx.now(),
      paidById: parent.id,
    })
    .returning();
  const reviewActivity = await makeActivity();
  await t.db
    .insert(itineraryActivities)
    .values({ itineraryId: review.id, activityId: reviewActivity.id });

  // The parent invited the friend; the friend invited the parent.
  const [sent] = await t.db
    .insert(parentsItineraries)
    .values({
      itineraryId: approved.id,
      parentId: friend.id,
      friendEmail: friend.email,
      friendName: 'Robin',
      invitedById: parent.id,
      text: 'Join us, Robin!',
    })
    .returning();
  await t.db
    .insert(parentsItineraryActivities)
    .values({ parentsItineraryId: sent!.id, activityId: activity.id });
  const friendsItinerary = await makeItinerary(friend.id, 'approved');
  await t.db.insert(parentsItineraries).values({
    itineraryId: friendsItinerary.id,
    parentId: parent.id,
    friendEmail: parent.email,
    friendName: 'Jamie',
    invitedById: friend.id,
    status: 'accepted',
    comment: 'Sounds great, Jamie here',
  });

  await t.db.insert(changeRequests).values({
    itineraryId: review.id,
    activityId: reviewActivity.id,
    requestedById: parent.id,
    reason: 'Date,Price',
    moreInformation: 'Riley has a dentist appointment that week',
  });
  await t.db.insert(chatMessages).values([
    {
      itineraryId: review.id,
      parentId: parent.id,
      userId: parent.id,
      senderRole: 'Parent',
      role: 'user',
      text: 'Is Riley too young?',
    },
    {
      itineraryId: review.id,
      parentId: parent.id,
      userId: null,
      senderRole: 'assistant',
      role: 'assistant',
      text: 'Riley is 9, so no.',
    },
  ]);

  const [monthly] = await t.db.select().from(packages).where(eq(packages.name, 'monthly'));
  const [coupon] = await t.db
    .insert(coupons)
    .values({ code: `TEST${seq}${parent.id}`, discountType: 'percent', amount: 10 })
    .returning();
  const [order] = await t.db
    .insert(orders)
    .values({
      userId: parent.id,
      packageId: monthly!.id,
      status: 'paid',
      amountCents: monthly!.priceCents,
      couponId: coupon!.id,
      paidAt: t.ctx.now(),
    })
    .returning();
  await t.db
    .insert(couponRedemptions)
    .values({ couponId: coupon!.id, userId: parent.id, orderId: order!.id });
  const [card] = await t.db
    .insert(localPaymentMethods)
    .values({
      token: `pm_local_${randomBytes(8).toString('hex')}`,
      userId: parent.id,
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: 2030,
      behaviour: 'succeeds',
    })
    .returning();
  await t.db.insert(subscriptions).values({
    userId: parent.id,
    paymentMethodId: card!.token,
    packageId: monthly!.id,
    priceCents: monthly!.priceCents,
    orderId: order!.id,
    status: 'active',
    currentPeriodStart: t.ctx.now(),
    currentPeriodEnd: new Date(t.ctx.now().getTime() + 30 * DAY),
  });
  await t.db
    .insert(calendarFeeds)
    .values({ userId: parent.id, nonce: `nonce-${parent.id}`, tokenHash: `hash-${parent.id}` });
  await t.db.insert(auditLog).values({
    actorId: parent.id,
    entityType: 'itineraries',
    entityId: review.id,
    action: 'accepted',
  });
  await call(t, 'POST', '/api/v1/parents/passwords/emails', { email: parent.email });

  return {
    parent,
    token,
    friend,
    child: child!,
    questionnaire: questionnaire!,
    approved,
    draft,
    review,
    enrollment: enrollment!,
    friendsItinerary,
    order: order!,
  };
}

type Row = Record<string, unknown>;

async function rowsWhere(table: string, column: string, id: number): Promise<Row[]> {
  const result = await t.db.execute(
    sql`SELECT * FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${id}`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}

/**
 * What must hold, after the deletion, for each row that points at the deleted parent through
 * each foreign key to users. A table added later fails the test until it is listed here (and
 * the deletion decides what happens to it).
 */
const AFTER_DELETION: Record<string, (rows: Row[]) => void> = {
  'user_tokens.user_id': (rows) => expect(rows).toEqual([]),
  // Admins only: a parent never has a second factor or recovery codes.
  'admin_second_factors.user_id': (rows) => expect(rows).toEqual([]),
  'admin_recovery_codes.user_id': (rows) => expect(rows).toEqual([]),
  'calendar_feeds.user_id': (rows) => expect(rows).toEqual([]),
  'parent_profiles.user_id': (rows) => expect(rows).toHaveLength(1),
  'camp_director_profiles.user_id': (rows) => expect(rows).toEqual([]),
  'camp_director_profiles.validated_by_id': (rows) => expect(rows).toEqual([]),
  'activity_providers.director_id': (rows) => expect(rows).toEqual([]),
  'children.parent_id': (rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.first_name).toBe('Deleted child');
  },
  'questionnaires.parent_id': (rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r).toMatchObject({
        form_id: null,
        child_first_name: 'Deleted child',
        specify_accessibility: null,
        other_interests: null,
        last_comments: null,
        camp_name: null,
        name_of_second_camp: null,
        name_of_third_camp: null,
        name_of_fourth_camp: null,
        address_street: null,
        zip_code: null,
        latitude: null,
        longitude: null,
      });
    }
  },
  'itineraries.parent_id': (rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(['approved', 'canceled']).toContain(r.status);
      expect(r).toMatchObject({ location: null, latitude: null, longitude: null, message: null });
    }
  },
  'itineraries.specialist_id': (rows) => expect(rows).toEqual([]),
  // Paid enrollments stay: the provider's orders page lists them.
  'itinerary_activities.paid_by_id': (rows) => expect(rows.length).toBeGreaterThan(0),
  'parents_itineraries.parent_id': (rows) => expect(rows).toEqual([]),
  'parents_itineraries.invited_by_id': (rows) => expect(rows).toEqual([]),
  'change_requests.requested_by_id': (rows) => expect(rows).toEqual([]),
  'chat_messages.user_id': (rows) => expect(rows).toEqual([]),
  // MIA (decision 0067): the parent's conversations go (data/chat's deleteConversationsOf);
  // only specialists answer hand-overs, so no answer points at the parent.
  'chat_messages.parent_id': (rows) => expect(rows).toEqual([]),
  'chat_messages.handover_answered_by_id': (rows) => expect(rows).toEqual([]),
  'specialist_notes.author_id': (rows) => expect(rows).toEqual([]),
  'uploaded_files.owner_id': (rows) => expect(rows).toEqual([]),
  // Accounting records: amounts and dates only, about a user who is now anonymous.
  'orders.user_id': (rows) => expect(rows.length).toBeGreaterThan(0),
  'coupon_redemptions.user_id': (rows) => expect(rows.length).toBeGreaterThan(0),
  'audit_log.actor_id': (rows) => expect(rows.length).toBeGreaterThan(0),
  'subscriptions.user_id': (rows) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).toMatchObject({ status: 'canceled', payment_method_id: null });
  },
  'local_payment_methods.user_id': (rows) => expect(rows).toEqual([]),
  // Checkouts are accounting records too (amounts, dates); an open one cannot be paid any more
  // (the token is revoked) and the expiry sweep ends its hold (decision 0057).
  'checkout_sessions.parent_id': (rows) => {
    for (const r of rows) expect(r.status).not.toBe('open');
  },
  // A closed account's payment plans charge nothing more and keep no card (decision 0065).
  'payment_plans.parent_id': (rows) => {
    for (const r of rows) {
      expect(['paid', 'canceled']).toContain(r.status);
      expect(r.payment_method_id).toBeNull();
    }
  },
  // Only directors are paid for checkout items; a parent is never one.
  'checkout_items.provider_user_id': (rows) => expect(rows).toEqual([]),
  // Only directors are paid out; a parent has no ledger rows of their own.
  'payout_ledger_entries.provider_user_id': (rows) => expect(rows).toEqual([]),
  'payouts.provider_user_id': (rows) => expect(rows).toEqual([]),
  // Payout holds are of directors, placed by admins; a parent is neither.
  'payout_holds.provider_user_id': (rows) => expect(rows).toEqual([]),
  'payout_holds.held_by_id': (rows) => expect(rows).toEqual([]),
  // A bulk import is a camp director's; a parent never makes one.
  'activity_imports.user_id': (rows) => expect(rows).toEqual([]),
  // Pending cancellation requests are withdrawn by the closing (decision 0064); the rows stay as
  // the payments' record. A parent is never a provider, and decides only their own withdrawals.
  'cancellation_requests.parent_id': (rows) => {
    for (const r of rows) expect(r.status).not.toBe('pending');
  },
  'cancellation_requests.provider_user_id': (rows) => expect(rows).toEqual([]),
  'cancellation_requests.decided_by_id': (rows) => {
    for (const r of rows) expect(r.status).toBe('withdrawn');
  },
  // The account's places in waitlists are left (an offered seat goes to the next family,
  // decision 0063); the rows stay as a record until the user row goes.
  // Waivers are written by directors, never by a parent.
  'program_waivers.created_by_id': (rows) => expect(rows).toEqual([]),
  // A signed waiver stays, like an order: it is the provider's record of the consent given
  // (decision 0109). This family signed none.
  'waiver_signatures.parent_id': (rows) => expect(rows).toEqual([]),
  // Check-ins and check-outs are made by directors, never by a parent; the child's attendance
  // stays, like an order, as the camp's record of the days (decision 0110).
  'attendance_records.checked_in_by_id': (rows) => expect(rows).toEqual([]),
  'attendance_records.checked_out_by_id': (rows) => expect(rows).toEqual([]),
  // Which reminders went out; this family was sent none.
  'sent_reminders.user_id': (rows) => expect(rows).toEqual([]),
  'waitlist_entries.parent_id': (rows) => {
    for (const r of rows) expect(['waiting', 'offered']).not.toContain(r.status);
  },
};

async function foreignKeysToUsers(): Promise<string[]> {
  const result = await t.db.execute(sql`
    SELECT DISTINCT kcu.table_name, kcu.column_name
    FROM information_schema.referential_constraints rc
    JOIN information_schema.key_column_usage kcu
      ON kcu.constraint_name = rc.constraint_name AND kcu.constraint_schema = rc.constraint_schema
    JOIN information_schema.key_column_usage target
      ON target.constraint_name = rc.unique_constraint_name
     AND target.constraint_schema = rc.unique_constraint_schema
    WHERE target.table_name = 'users' AND kcu.table_schema = 'public'
    ORDER BY 1, 2`);
  return (result as unknown as { rows: { table_name: string; column_name: string }[] }).rows.map(
    (r) => `${r.table_name}.${r.column_name}`,
  );
}

describe('DELETE /api/v1/parents?id=', () => {
  it('removes personal data, keeps what providers need anonymised, and leaves nothing dangling', async () => {
    const f = await makeFamily();
    const res = await call(t, 'DELETE', DELETE, undefined, {
      token: f.token,
      query: { id: String(f.parent.id) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Your account was successfully deleted!' });

    const keys = await foreignKeysToUsers();
    expect(keys.length).toBeGreaterThan(10);
    for (const key of keys) {
      const check = AFTER_DELETION[key];
      expect(
        check,
        `${key} references users: decide in parent-account deleteAccount what happens to a deleted parent's rows, then list it here`,
      ).toBeDefined();
      const [table, column] = key.split('.') as [string, string];
      check!(await rowsWhere(table, column, f.parent.id));
    }

    expect(await userRow(t, f.parent.id)).toMatchObject({
      email: `deleted-${f.parent.id}@deleted.invalid`,
      name: 'Deleted user',
      firstName: '',
      lastName: '',
      passwordHash: null,
      phoneNumber: null,
      address: null,
      zipCode: null,
      googleSub: null,
      lastSignInAt: null,
    });

    // Rows reached through the parent's itineraries, whoever wrote them.
    for (const it of [f.approved, f.draft, f.review]) {
      expect(await rowsWhere('parents_itineraries', 'itinerary_id', it.id)).toEqual([]);
      expect(await rowsWhere('change_requests', 'itinerary_id', it.id)).toEqual([]);
      expect(await rowsWhere('chat_messages', 'itinerary_id', it.id)).toEqual([]);
    }
    const statuses = Object.fromEntries(
      (await t.db.select().from(itineraries).where(eq(itineraries.parentId, f.parent.id))).map(
        (r) => [r.id, r.status],
      ),
    );
    expect(statuses).toEqual({
      [f.approved.id]: 'approved',
      [f.draft.id]: 'canceled',
      [f.review.id]: 'canceled',
    });
    expect(await t.db.select().from(children).where(eq(children.id, f.child.id))).toMatchObject([
      { firstName: 'Deleted child', age: 9, risingGradeLevel: 4 },
    ]);
    expect(
      (
        await t.db.select().from(questionnaires).where(eq(questionnaires.id, f.questionnaire.id))
      )[0],
    ).toMatchObject({ age: 9, interests: ['Sports'], sportInterests: ['Soccer'] });
    expect((await t.db.select().from(orders).where(eq(orders.id, f.order.id)))[0]).toMatchObject({
      status: 'paid',
    });

    // The friend's own itinerary is untouched; only the deleted parent's link to it went.
    expect(
      (await t.db.select().from(itineraries).where(eq(itineraries.id, f.friendsItinerary.id)))[0],
    ).toMatchObject({ status: 'approved', parentId: f.friend.id });
    const friendSession = await signIn(t, 'Parent', f.friend);
    expect(friendSession.friends_itineraries).toBe(false);
  });

  it('signs the parent out everywhere and refuses the old password; the e-mail can sign up again', async () => {
    const f = await makeFamily();
    const other = await signIn(t, 'Parent', f.parent);
    await call(t, 'DELETE', DELETE, undefined, {
      token: f.token,
      query: { id: String(f.parent.id) },
    });
    for (const token of [f.token, other.token]) {
      const verify = await call(t, 'GET', '/api/v1/sessions/verify', undefined, { token });
      expect(verify.json()).toEqual({ expired: true });
    }
    const signInAgain = await call(t, 'POST', '/api/v1/parents/sessions', {
      email: f.parent.email,
      password: f.parent.password,
    });
    expect(signInAgain.statusCode).toBe(401);
    const reset = await call(t, 'POST', '/api/v1/parents/passwords/emails', {
      email: f.parent.email,
    });
    expect(reset.statusCode).toBe(200);
    expect(await rowsWhere('user_tokens', 'user_id', f.parent.id)).toEqual([]);

    const again = await call(t, 'POST', '/api/v1/parents', {
      parent: {
        name: 'Jamie Fox',
        email: f.parent.email,
        password: 'new-account-pass',
        password_confirmation: 'new-account-pass',
      },
    });
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json()).toMatchObject({ package: null, premium: false });
  });

  it("keeps the paid enrollment on the provider's orders page, anonymised", async () => {
    const f = await makeFamily();
    await call(t, 'DELETE', DELETE, undefined, {
      token: f.token,
      query: { id: String(f.parent.id) },
    });
    const res = await call(t, 'GET', '/api/v1/camp_directors/orders', undefined, {
      token: directorToken,
      query: { page: '1' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const order = ordersResponseSchema
      .parse(res.json())
      .orders.find((o) => o.id === f.enrollment.id);
    expect(order).toMatchObject({
      parent_name: 'Deleted user',
      parent_email: null,
      parent_phone_number: null,
      parent_address: null,
      parent_zip_code: null,
      child_name: 'Deleted child',
      processed: false,
    });
    const mark = await call(
      t,
      'POST',
      '/api/v1/camp_directors/processed_itinerary_activities',
      { itinerary_activity_id: f.enrollment.id, processed: true },
      { token: directorToken },
    );
    expect(mark.statusCode, mark.body).toBe(200);
  });
});

describe('who may delete', () => {
  it("refuses another parent's id and changes nothing of either account", async () => {
    const me = await makeFamily();
    const other = await makeFamily();
    const res = await call(t, 'DELETE', DELETE, undefined, {
      token: me.token,
      query: { id: String(other.parent.id) },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors._base).toEqual(['You can only delete your own account.']);
    for (const f of [me, other]) {
      expect((await userRow(t, f.parent.id)).deletedAt).toBeNull();
      expect(
        (await t.db.select().from(children).where(eq(children.id, f.child.id)))[0]!.firstName,
      ).toBe('Riley');
      expect(
        (await t.db.select().from(itineraries).where(eq(itineraries.id, f.draft.id)))[0]!.status,
      ).toBe('draft');
    }
  });

  it('refuses bad ids, anonymous calls and every other role', async () => {
    const me = await makeUser(t);
    const session = await signIn(t, 'Parent', me);
    for (const id of [undefined, 'abc', '0', '-3', '1.5']) {
      const res = await call(t, 'DELETE', DELETE, undefined, {
        token: session.token,
        ...(id === undefined ? {} : { query: { id } }),
      });
      expect(res.statusCode, String(id)).toBe(422);
    }
    const anonymous = await call(t, 'DELETE', DELETE, undefined, { query: { id: String(me.id) } });
    expect(anonymous.statusCode).toBe(401);
    for (const role of ['CampDirector', 'Specialist', 'Admin'] as const) {
      const user = await makeUser(t, { role });
      const s = await signIn(t, role, user);
      const res = await call(t, 'DELETE', DELETE, undefined, {
        token: s.token,
        query: { id: String(user.id) },
      });
      expect(res.statusCode, role).toBe(403);
      expect((await userRow(t, user.id)).deletedAt).toBeNull();
    }
    expect((await userRow(t, me.id)).deletedAt).toBeNull();
  });

  it('a second deletion with the same token finds the session ended', async () => {
    const me = await makeUser(t);
    const session = await signIn(t, 'Parent', me);
    const first = call(t, 'DELETE', DELETE, undefined, {
      token: session.token,
      query: { id: String(me.id) },
    });
    const second = call(t, 'DELETE', DELETE, undefined, {
      token: session.token,
      query: { id: String(me.id) },
    });
    const codes = (await Promise.all([first, second])).map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 401]);
    expect((await userRow(t, me.id)).tokenVersion).toBe(1);
  });
});
